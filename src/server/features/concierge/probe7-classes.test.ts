import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOfMonth } from "@/shared/schemas/place-facts";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Session 11: classes found by the seventh blind probe (938 conversations written to the held-out writers' briefs),
// each tried in words of our own.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, q, ids, converse } = conciergeTalk(directory);
const JANUARY = new Date("2027-01-15T19:00:00Z");

/** Cards whose water is dangerous in the month, or not calm for a child. */
function unsafe(cards: string[], month: number, child: boolean): string[] {
  return cards.filter((id) => {
    const condition = directory().byId.get(id)?.facts?.ocean?.[seasonOfMonth(month)];
    return condition === "dangerous" || (child && condition === "caution");
  });
}

describe("a month corrected in the same message (probe 7, class 4)", () => {
  it("uses the month said last", () => {
    for (const [message, month] of [
      ["coming in july, no wait, december - can the kids swim at hanalei?", 12],
      ["trip is in march, scratch that, august, where can our toddler swim", 8],
      ["today is jan 15 but we are coming in july - is kee beach good for snorkeling then", 7],
      ["brenneckes bodyboarding in jan, sorry, in july", 7],
      ["we arrive aug 10 (oops i mean dec 10), beach for the kids?", 12],
    ] as const) {
      expect(q(message, JANUARY).month, message).toBe(month);
      expect(unsafe(ids(ask(message, JANUARY)), month, /kids|toddler/.test(message)), message).toEqual([]);
    }
  });

  it("never the month ruled out", () => {
    expect(q("its in march not july. is poipu ok for my 2yo?", JANUARY).month).toBe(3);
    expect(q("not january, june! where can the kids boogie board", JANUARY).month).toBe(6);
    expect(q("we moved it to june instead of december", JANUARY).month).toBe(6);
  });
});

describe("a town asked about for its water is its town beach (probe 7)", () => {
  it("answers Poʻipū as Poʻipū Beach Park, Hanalei as Hanalei Bay", () => {
    expect(ids(ask("is poipu ok for my 2yo in march?", JANUARY))).toEqual(["kauai-poipu-beach"]);
    expect(ask("is poipu ok for my 2yo in march?", JANUARY).text).toMatch(/^Usually yes - in March Poʻipū Beach Park/);
    expect(ask("is hanalei safe to swim in december?", JANUARY).text).toMatch(/Hanalei Bay/);
  });

  it("leaves the town alone when it is ruled out, compared or a list is asked", () => {
    expect(ids(ask("a beach with calm water for little ones but not poipu, it's too crowded", JANUARY))).not.toContain(
      "kauai-poipu-beach",
    );
    expect(ask("is poipu calmer in summer or winter?", JANUARY).text).toMatch(/In winter/);
  });
});

describe("'can we go in summer then?' after a request (probe 7, class 5)", () => {
  it("repeats the earlier request in the new season, never a booking answer", () => {
    for (const first of [
      "where can we snorkel?",
      "where can my kids swim on the north shore?",
      "beach for our baby?",
    ]) {
      const { last } = converse([first, "can we go in summer then?"], JANUARY);
      expect(last.text, first).not.toMatch(/gohaena|No permit or reservation/);
      expect(ids(last).length, first).toBeGreaterThan(0);
      expect(unsafe(ids(last), 7, /kids|baby/.test(first)), first).toEqual([]);
    }
    expect(converse(["is kee beach worth it?", "can we just go in?"], JANUARY).last.text).toMatch(/reserv/i);
  });
});

describe("a place, then 'and from Līhuʻe?' (probe 7, class 6)", () => {
  it("gives the drive from the new start to the place talked about", () => {
    for (const [first, second, answer] of [
      ["waimea canyon", "and from lihue?", /^Līhuʻe to Waimea Canyon Lookout is about 1 hour 15 minutes/],
      ["kilauea", "and from lihue airport?", /^Līhuʻe to Kīlauea is about 45 minutes/],
      ["polihale", "and from wailua?", /^Wailua to Polihale State Park is about 1 hour/],
    ] as const)
      expect(converse([first, second], JANUARY).last.text, second).toMatch(answer);
  });
});

describe("'without a permit' as a wish for places (probe 7, class 7)", () => {
  const booked = (id: string) => directory().byId.get(id)?.facts?.reservation?.required === true;
  it("lists places that need no booking instead of the booking article", () => {
    for (const turns of [
      ["best hikes on the north shore", "something without a permit"],
      ["hikes near hanalei", "no permit please"],
      ["things to do on the north shore", "without needing to book anything"],
      ["without a reservation what can i see at the end of the road"],
    ]) {
      const { last } = converse(turns, JANUARY);
      expect(ids(last).length, turns.join(" / ")).toBeGreaterThan(0);
      expect(ids(last).filter(booked), turns.join(" / ")).toEqual([]);
      expect(last.text, turns.join(" / ")).not.toMatch(/^Anyone without a Hawaiʻi driver license/);
    }
  });
  it("still answers a permit question asked about going without one", () => {
    expect(ask("can we go to kee without a reservation?", JANUARY).text).toMatch(
      /^No - Kēʻē Beach needs a reservation/,
    );
  });
});

describe("two requests in one message (probe 7, class 1)", () => {
  it("gives the month's weather beside the water answer", () => {
    for (const [message, high] of [
      ["weather in march and is the north shore ok for swimming then", /78°F/],
      ["whats the weather in july and where can the kids swim then", /84°F/],
      ["how's the weather in december, and is poipu calm for snorkeling?", /79°F|78°F/],
    ] as const)
      expect(ask(message, JANUARY).text, message).toMatch(high);
  });

  it("finds food 'there' at the end of the drive asked about", () => {
    expect(ids(ask("how long from poipu to waimea canyon and is there anywhere to eat up there", JANUARY))).toContain(
      "kauai-kokee-lodge",
    );
    const poipu = ids(ask("how long from lihue airport to poipu and whats a good dinner spot there", JANUARY));
    expect(poipu.some((id) => directory().byId.get(id)?.region === "South Shore")).toBe(true);
  });

  it("reads 'what's good to eat' as a request for food, not a food-safety question", () => {
    for (const message of ["whats good to eat in hanapepe", "is fort elizabeth open, and whats good to eat in waimea"])
      expect(ask(message, JANUARY).text, message).not.toMatch(/whether a food is safe/);
    expect(ask("is sushi safe to eat when pregnant?", JANUARY).text).toMatch(/whether a food is safe/);
  });
});

describe("'is it free?' is answered yes for a free place (probe 7, class 10)", () => {
  it("says yes when free and no when there is a fee", () => {
    expect(ask("is it free to go to poipu beach", JANUARY).text).toMatch(/^Yes - Poʻipū Beach Park is free/);
    expect(ask("is salt pond free", JANUARY).text).toMatch(/^Yes - Salt Pond Beach Park is free/);
    expect(converse(["spouting horn", "is it free?"], JANUARY).last.text).toMatch(/^Yes - Spouting Horn Park is free/);
    expect(ask("is waimea canyon free?", JANUARY).text).toMatch(/^No - there is a fee at Waimea Canyon Lookout/);
    expect(ask("do they charge anything at poipu beach park", JANUARY).text).toMatch(/^No - there is no entry fee/);
  });
});

describe("limits in miles and days (probe 7, class 10)", () => {
  it("reads 'nothing over 2 miles' and '3 miles max' as a distance limit", () => {
    for (const message of [
      "nothing over 2 miles round trip, hikes on the north shore",
      "hikes 3 miles max near poipu",
    ]) {
      const limit = q(message, JANUARY).constraints.maxMiles;
      expect(limit, message).toBeGreaterThan(0);
      for (const id of ids(ask(message, JANUARY)))
        expect(directory().byId.get(id)?.facts?.access.distanceMiles ?? 0, `${message}: ${id}`).toBeLessThanOrEqual(
          limit as number,
        );
    }
  });

  it("never sends a named food's seeker to a place closed on the day asked", () => {
    const reply = ask("we want poke for lunch on saturday in koloa", JANUARY);
    expect(reply.text).toMatch(/^Kōloa Fish Market is closed on Saturdays/);
    expect(ids(reply)).not.toContain("kauai-koloa-fish-market");
    expect(ids(ask("we want poke for lunch on tuesday in koloa", JANUARY))).toContain("kauai-koloa-fish-market");
  });
});

describe("walking on the reef at a named beach in its rough season (dev14)", () => {
  it("adds that month's water at the place to the care answer", () => {
    expect(ask("low tide at tunnels rn (jan), can we walk out on the reef to look around", JANUARY).text).toMatch(
      /In January the water at Tunnels Beach \(Mākua\) is usually dangerous \(winter surf and currents\)/,
    );
    expect(ask("can we walk on the reef at anini?", JANUARY).text).toMatch(/^Better not/);
  });
});

describe("no hike means no walk to the falls after a paddle either (probe 7, class 10)", () => {
  it("leaves out the kayak-and-hike to Secret Falls", () => {
    for (const message of [
      "waterfall without a hike on the east side",
      "waterfalls we can see with no hiking near wailua",
    ])
      expect(ids(ask(message, JANUARY)), message).not.toContain("kauai-wailua-river");
    expect(ids(ask("kayak to a waterfall on the east side", JANUARY))).toContain("kauai-wailua-river");
  });
});

describe("smaller misses of probe 7 (class 10)", () => {
  it("answers 'is snorkeling at Poʻipū ok' for a weak swimmer about Poʻipū Beach, with calm alternatives", () => {
    const reply = ask("i cant swim well, is snorkeling at poipu ok in july", JANUARY);
    expect(reply.text).toMatch(/^Not really for beginners - Poʻipū Beach Park needs caution in July/);
    expect(unsafe(ids(reply), 7, true)).toEqual([]);
    expect(ids(reply)).not.toContain("kauai-kipu-ranch");
  });
  it("reads 'the meaning of mahalo' as a word question, 'gohaena' as the park and 'translate ... to hawaiian'", () => {
    expect(ask("what is the meaning of mahalo", JANUARY).text).toMatch(/mahalo\*\* means thank you/);
    expect(ask("mahalo!", JANUARY).text).toMatch(/^You're welcome/);
    expect(ids(ask("how far ahead can i book gohaena", JANUARY))).toEqual(["kauai-haena-state-park"]);
    expect(ask("translate hello to hawaiian", JANUARY).text).toMatch(/aloha/i);
  });
});

describe("named places and easy access (probe 7, class 10)", () => {
  const JUNE = new Date("2027-06-10T19:00:00Z");
  it("reads 'the pier' after Hanalei as Hanalei Pier", () => {
    expect(ids(ask("kids 5 and 8, hanalei in june, can they swim at the pier", JUNE))).toEqual(["kauai-hanalei-pier"]);
    expect(ids(ask("in hanalei in july, can the kids swim near the pier?", JUNE))).toContain("kauai-hanalei-pier");
  });
  it("leaves out beaches reached by a trail not rated easy when no long hike is wanted", () => {
    const cards = ids(ask("no long hikes, beaches on the north shore in summer", JUNE));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards).not.toContain("kauai-secret-beach");
  });
});
