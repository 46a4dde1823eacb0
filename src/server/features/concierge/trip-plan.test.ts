import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOfMonth } from "@/shared/schemas/place-facts";
import { conciergeTalk, JANUARY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { planDays } from "./trip-plan";

// Probe 6, class 13: "2 day itinerary kauai december", "kauai in 3 days plan" got two cards and no plan.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, q } = conciergeTalk(directory);

describe("a day-by-day plan asked in the chat (probe 6, class 13)", () => {
  it("knows a plan request and its length, and leaves other questions alone", () => {
    expect(planDays(q("2 day itinerary kauai december"))).toBe(2);
    expect(planDays(q("kauai in 3 days plan"))).toBe(3);
    expect(planDays(q("plan my week on kauai"))).toBe(7);
    expect(planDays(q("can you make us a 4-day schedule"))).toBe(4);
    expect(planDays(q("day by day plan for our honeymoon"))).toBe(3);
    expect(planDays(q("we are planning a 5 day trip, where should we snorkel?"))).toBeNull();
    expect(planDays(q("one day itinerary south shore"))).toBeNull();
    expect(planDays(q("what is the plan for the kalalau trail"))).toBeNull();
  });

  it("writes each day with the Itinerary Builder's planner, for the month and the children asked", () => {
    const reply = ask("can you plan our 4 days, we have kids 5 and 8, we love beaches and easy hikes, going in july");
    expect(reply.text).toMatch(
      /^Here is a 4-day plan for July with the kids, made by the same planner as the Itinerary Builder \(\/itinerary-builder\)/,
    );
    expect(reply.text.match(/^\*\*Day \d/gm)?.length).toBe(4);
    expect(reply.places.length).toBeGreaterThan(0);
    // Every place with ocean water in the plan is calm that summer for children, or not rated for water at all.
    const named = [...reply.text.matchAll(/(?:AM|PM) ([^·\n]+?)(?= ·|$)/gm)].map((m) => (m[1] as string).trim());
    for (const name of named) {
      const place = directory().places.find((p) => p.name === name);
      expect(place, name).toBeDefined();
      const ocean = place?.facts?.ocean;
      if (ocean) expect(ocean[seasonOfMonth(7)], name).not.toBe("dangerous");
    }
  });

  it("names the stops the directory does not rate for a toddler, to swap in the builder", () => {
    const reply = ask("plan our 5 days in january with our 2 year old");
    const names = [...reply.text.matchAll(/(?:AM|PM) ([^·\n]+?)(?= ·|$)/gm)].map((m) => (m[1] as string).trim());
    const unrated = names.filter(
      (name) => directory().places.find((p) => p.name === name)?.facts?.suitability.toddlers === false,
    );
    if (unrated.length > 0)
      expect(reply.text).toMatch(/Not rated for a toddler in our directory - swap these in the builder: /);
    const line = reply.text.split("\n").find((l) => l.startsWith("Not rated for a toddler")) ?? "";
    for (const name of unrated.slice(0, 3)) expect(line).toContain(name);
    expect(ask("plan our 5 days in january, just the two of us").text).not.toMatch(/Not rated for a toddler/);
  });

  it("plans a winter trip without North Shore water that is dangerous then", () => {
    const reply = ask("2 day itinerary kauai december", JANUARY);
    const names = [...reply.text.matchAll(/(?:AM|PM) ([^·\n]+?)(?= ·|$)/gm)].map((m) => (m[1] as string).trim());
    expect(names.length).toBeGreaterThan(4);
    for (const name of names) {
      const ocean = directory().places.find((p) => p.name === name)?.facts?.ocean;
      if (ocean) expect(ocean[seasonOfMonth(12)], name).not.toBe("dangerous");
    }
  });
});
