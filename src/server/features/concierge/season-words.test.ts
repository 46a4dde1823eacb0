import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOfMonth } from "@/shared/schemas/place-facts";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The third blind probe (session 8): "next summer", "spring", "early fall" were read as the month of asking.
const NOVEMBER = new Date("2026-11-24T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask, ids } = conciergeTalk(directory);

describe("a trip given as a season", () => {
  it("reads a season said with its context, and its early or late part", () => {
    const month = (message: string) => q(message, NOVEMBER).month;
    expect(month("we come next summer with kids, which beach")).toBe(7);
    expect(month("coming summer 2027, snorkel spots?")).toBe(7);
    expect(month("over the summer, good beach for a beginner")).toBe(7);
    expect(month("late summer trip, hanalei ok for swimming?")).toBe(8);
    expect(month("visiting in early fall, kids beach north shore?")).toBe(9);
    expect(month("in the fall, which side is calmer")).toBe(10);
    expect(month("autumn trip, calm water for kids?")).toBe(10);
    expect(month("planning for spring, is hanalei bay ok for swimming")).toBe(4);
    expect(month("springtime snorkeling for beginners")).toBe(4);
    expect(month("late spring, is hanalei calm?")).toBe(5);
    expect(month("next winter, is tunnels good for snorkeling")).toBe(1);
    // A named month still wins over the season around it.
    expect(month("next summer, probably june, beach for the kids")).toBe(6);
  });

  it("does not read a waterfall, a hot spring or a fall as a season", () => {
    const month = (message: string) => q(message, NOVEMBER).month;
    expect(month("is the fall at wailua worth seeing")).toBe(11);
    expect(month("what happens if you fall on the kalalau trail")).toBe(11);
    expect(month("any hot springs on kauai?")).toBe(11);
    expect(month("summer camp for kids?")).toBe(11);
  });

  it("keeps children off water that is rough in the season asked about, not the month of asking", () => {
    const roughFor = (cards: string[], month: number) =>
      cards.filter((id) => {
        const condition = directory().byId.get(id)?.facts?.ocean?.[seasonOfMonth(month)];
        return condition === "dangerous" || condition === "caution";
      });
    for (const [message, month] of [
      ["we come next summer with kids, which beach", 7],
      ["visiting in early fall, kids beach?", 9],
      ["spring trip with a 4 year old, where can she swim", 4],
    ] as const)
      expect(roughFor(ids(ask(message, NOVEMBER)), month), message).toEqual([]);
    expect(ask("planning for spring, is hanalei bay ok for swimming", NOVEMBER).text).toMatch(/April/);
  });
});
