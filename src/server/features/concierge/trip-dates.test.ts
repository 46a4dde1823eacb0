import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOfMonth } from "@/shared/schemas/place-facts";
import { conciergeTalk, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { normalize } from "./text";
import { tripDateMonth } from "./trip-dates";

const month = (message: string, now = "2026-07-10T20:00:00Z") =>
  tripDateMonth(message, normalize(message), new Date(now));

describe("a trip given as a date", () => {
  it("reads slashed dates month first, or day first when the first number cannot be a month", () => {
    expect(month("visiting 12/20, north shore beach for the kids?")).toBe(12);
    expect(month("trip dates 1/3-1/10, best beach for a beginner snorkeler")).toBe(1);
    expect(month("20/12 - north shore beach with the kids ok?")).toBe(12);
    expect(month("we're there 2/14/2027 for our anniversary")).toBe(2);
  });

  it("reads ISO dates", () => {
    expect(month("we arrive 2027-01-05, can we snorkel at tunnels")).toBe(1);
  });

  it("does not read fractions, 24/7 or plain numbers as dates", () => {
    expect(month("is the 1/2 mile walk ok for grandma")).toBeNull();
    expect(month("about 3/4 of the way up the trail")).toBeNull();
    expect(month("a 24/7 pharmacy near lihue")).toBeNull();
    expect(month("we have 2 kids, 5 and 8")).toBeNull();
    // (The review of session 7: a store, ratings, ages and a chance are not dates.)
    expect(month("is there a 7/11 near poipu")).toBeNull();
    expect(month("is the kalalau trail rated 4/5 or 7/10 difficulty")).toBeNull();
    expect(month("kids 5/7, which beach")).toBeNull();
    expect(month("a 5/10 chance of rain, still go?")).toBeNull();
    expect(month("we'll be there 3/4, calm beach?")).toBe(3);
  });

  it("counts relative dates on Kauaʻi's calendar, across a month's end", () => {
    // 30 April, 9 am in Hawaiʻi: tomorrow is 1 May.
    expect(month("tomorrow can we swim at hanalei bay with the kids?", "2026-04-30T19:00:00Z")).toBe(5);
    // 29 September: next week is October.
    expect(month("next week, can my kids swim at hanalei bay?", "2026-09-29T20:00:00Z")).toBe(10);
    expect(month("in two weeks, beach for a beginner?", "2026-09-25T20:00:00Z")).toBe(10);
    expect(month("this weekend, best snorkeling for beginners?", "2026-04-30T19:00:00Z")).toBe(5);
    // Asked on Sunday 31 January: this weekend is today.
    expect(month("this weekend, which beach for the kids?", "2027-01-31T20:00:00Z")).toBe(1);
    // How long, not when.
    expect(month("can we see everything in two weeks", "2026-09-25T20:00:00Z")).toBeNull();
    expect(month("we arrive in two weeks, beach for a beginner?", "2026-09-25T20:00:00Z")).toBe(10);
  });

  it("reads school breaks and holidays", () => {
    expect(month("next winter break with kids, which beach")).toBe(12);
    expect(month("around halloween, any surf lessons?", "2026-09-29T20:00:00Z")).toBe(10);
    expect(month("over the 4th of july weekend")).toBe(7);
  });

  it("reads months written with Chinese numerals", () => {
    expect(month("可爱岛十二月天气怎么样")).toBe(12);
    expect(month("一月去哈纳莱湾游泳安全吗")).toBe(1);
  });
});

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, converse, ids } = conciergeTalk(directory);

describe("through the whole engine, asked in July about a winter trip", () => {
  const unsafeIn = (cards: string[], month: number) =>
    cards.filter((id) => {
      const condition = directory().byId.get(id)?.facts?.ocean?.[seasonOfMonth(month)];
      return condition === "dangerous" || condition === "caution";
    });

  it("keeps children off water that is rough in December or January", () => {
    for (const message of [
      "visiting 12/20, north shore beach for the kids?",
      "trip dates 1/3-1/10, where can a beginner snorkel",
      "we land 2027-01-04 with our 6 year old, where to swim",
      "next winter break with kids, which beach",
    ])
      expect(unsafeIn(ids(ask(message, JULY)), message.includes("1/") ? 1 : 12), message).toEqual([]);
  });

  it("answers a named beach for the trip's month, and the date carries into a follow-up", () => {
    expect(ask("we arrive 2027-01-05, can we snorkel at tunnels", JULY).text).toMatch(/^No\b.*January/);
    const { last } = converse(["our dates are 12/27 to 1/2, staying in princeville", "where can the kids swim?"], JULY);
    expect(unsafeIn(ids(last), 12)).toEqual([]);
  });
});
