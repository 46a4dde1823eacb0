import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import type { Directory } from "@/server/features/concierge/directory";
import { openSeededDirectory } from "../../../../tests/setup/seeded-directory";
import { evalFigures, evalPlans, runItineraryEval } from "./eval";

let database: DatabaseHandle;
let directory: Directory;
beforeAll(async () => {
  ({ database, directory } = await openSeededDirectory());
});
afterAll(async () => {
  await database.close();
});

describe("the itinerary evaluation (npm run eval:itinerary)", () => {
  it("has a development set and a different held-out set covering every duration", () => {
    const dev = evalPlans("dev");
    const heldout = evalPlans("heldout");
    expect(dev.length + heldout.length).toBeGreaterThanOrEqual(200);
    for (const set of [dev, heldout]) {
      expect(new Set(set.map((plan) => plan.prefs.duration))).toEqual(
        new Set(Array.from({ length: 15 }, (_, i) => i + 1)),
      );
    }
    const key = (plan: (typeof dev)[number]) => JSON.stringify(plan.prefs);
    const devKeys = new Set(dev.map(key));
    expect(heldout.filter((plan) => devKeys.has(key(plan)))).toEqual([]);
  });

  it("measures the held-out plans and reports every figure against its target", () => {
    const result = runItineraryEval(directory, "heldout");
    expect(result.plans).toBe(evalPlans("heldout").length);
    expect(result.days).toBe(evalPlans("heldout").reduce((sum, plan) => sum + plan.prefs.duration, 0));
    expect(result.inaccessibleOrClosed).toBe(0);
    expect(result.unsafeOceanForYoung).toBe(0);
    expect(result.mealsAtWrongPlace).toBe(0);
    expect(result.overlapsOrImpossibleLegs).toBe(0);
    const figures = evalFigures(result);
    expect(Object.keys(figures).length).toBeGreaterThan(5);
    for (const figure of Object.values(figures)) expect(typeof figure.ok).toBe("boolean");
  }, 300_000);
});
