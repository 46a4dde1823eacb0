import { describe, expect, it } from "vitest";
import { diffHtml, htmlToText } from "./html-diff";

describe("the revision diff", () => {
  it("reads HTML as text with block elements on their own lines and link targets shown", () => {
    expect(
      htmlToText('<h2>Rules</h2><p>Be <strong>kind</strong>.</p><p>See <a href="https://x.example">this</a></p>'),
    ).toBe("Rules\nBe kind.\nSee this (https://x.example)");
  });

  it("marks added and removed words", () => {
    const parts = diffHtml("<p>Stay on the trail.</p>", "<p>Stay on the marked trail.</p>");
    expect(parts.filter((p) => p.kind === "added").map((p) => p.text.trim())).toEqual(["marked"]);
    expect(parts.some((p) => p.kind === "removed")).toBe(false);
    expect(diffHtml("<p>a b</p>", "<p>a b</p>").every((p) => p.kind === "same")).toBe(true);
  });
});
