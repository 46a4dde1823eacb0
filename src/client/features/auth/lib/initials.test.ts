import { describe, expect, it } from "vitest";
import { initialsFor } from "./initials";

describe("initialsFor", () => {
  it("uses the first letters of two dot-separated parts", () => {
    expect(initialsFor("leilani.kahale@example.com")).toBe("LK");
  });
  it("falls back to the first two characters of the local part", () => {
    expect(initialsFor("kai@example.com")).toBe("KA");
    expect(initialsFor("k@example.com")).toBe("K");
  });
});
