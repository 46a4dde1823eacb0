import { describe, expect, it } from "vitest";
import { placeHas, textHas } from "./pattern-memo";

describe("remembered patterns", () => {
  it("tests a place's text once and answers from memory after", () => {
    const place = { text: "a quiet cove" };
    let reads = 0;
    const text = (p: typeof place) => {
      reads++;
      return p.text;
    };
    const QUIET = /quiet/;
    expect(placeHas(place, QUIET, text)).toBe(true);
    expect(placeHas(place, QUIET, text)).toBe(true);
    expect(placeHas(place, /busy/, text)).toBe(false);
    expect(reads).toBe(2);
    // A new place object (the directory reloaded after an edit) is read afresh.
    expect(placeHas({ text: "a busy beach" }, QUIET, text)).toBe(false);
  });

  it("answers a question's text from memory only while the text is the same", () => {
    const SNORKEL = /\bsnorkel/;
    expect(textHas(SNORKEL, "snorkel with kids")).toBe(true);
    expect(textHas(SNORKEL, "snorkel with kids")).toBe(true);
    expect(textHas(SNORKEL, "hike with kids")).toBe(false);
    expect(textHas(SNORKEL, "snorkel with kids")).toBe(true);
  });

  it("refuses patterns that carry state between tests", () => {
    expect(() => textHas(/a/g, "aaa")).toThrow(/stateless/);
    expect(() => placeHas({}, /a/y, () => "a")).toThrow(/stateless/);
  });
});
