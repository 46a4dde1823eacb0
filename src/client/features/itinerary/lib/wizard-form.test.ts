import { describe, expect, it } from "vitest";
import { EMPTY_FORM, isStepValid, toggle } from "./wizard-form";

describe("wizard validity", () => {
  it("follows the spec's rules per step", () => {
    expect(isStepValid(1, EMPTY_FORM)).toBe(false);
    expect(isStepValid(1, { ...EMPTY_FORM, people: "2" })).toBe(true);
    expect(isStepValid(2, { ...EMPTY_FORM, interests: ["Hiking & Nature"] })).toBe(true);
    expect(isStepValid(3, { ...EMPTY_FORM, diningStyle: "Mid-range" })).toBe(false);
    expect(isStepValid(3, { ...EMPTY_FORM, diningStyle: "Mid-range", cuisines: ["Seafood"] })).toBe(true);
    expect(isStepValid(4, { ...EMPTY_FORM, activityLevel: "Active", groupType: "Couple" })).toBe(false);
    expect(isStepValid(4, { ...EMPTY_FORM, activityLevel: "Active", groupType: "Couple", budget: "Budget ($)" })).toBe(
      true,
    );
  });
  it("toggles multi-select answers", () => {
    expect(toggle(["a"], "b")).toEqual(["a", "b"]);
    expect(toggle(["a", "b"], "a")).toEqual(["b"]);
  });
});
