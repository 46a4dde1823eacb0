import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOfMonth } from "@/shared/schemas/place-facts";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Session 11: classes found by the blind development set dev16 (written to a held-out writer's brief, before it was
// scored) and by a sweep of party x month x phrasing through the recommend path, each tried in words the set does
// not use.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, q, ids, converse } = conciergeTalk(directory);
const APRIL = new Date("2027-04-08T19:00:00Z");
const AUGUST = new Date("2027-08-12T19:00:00Z");
const FEBRUARY = new Date("2027-02-10T19:00:00Z");
const JANUARY_2027 = new Date("2027-01-15T19:00:00Z");

function condition(id: string, now: Date) {
  const month = new Date(now.getTime() - 10 * 3_600_000).getUTCMonth() + 1;
  return directory().byId.get(id)?.facts?.ocean?.[seasonOfMonth(month)] ?? null;
}

describe("who is travelling, by an age in months or a non-swimmer (the sweep)", () => {
  it("reads an age in months as a toddler, without 'old'", () => {
    for (const message of [
      "where can our little guy (20 months) swim on the east side",
      "my daughter is 14 months, any calm beach?",
      "she's 18 mos - where can she splash",
      "our twins are 22 months, beach ideas",
    ])
      expect(q(message, APRIL).party.toddler, message).toBe(true);
    for (const message of [
      "we're going in 3 months, beach ideas",
      "i am 6 months pregnant, where can i swim",
      "we booked 10 months ago, where to snorkel",
    ])
      expect(q(message, APRIL).party.toddler, message).toBe(false);
  });

  it("reads a little guy or girl as a child", () => {
    for (const message of ["beach for my little guy", "the little girls want to snorkel", "our lil man loves waves"])
      expect(q(message, APRIL).party.kids, message).toBe(true);
  });

  it("reads someone who doesn't swim as a beginner in the water, not where swimming is only not allowed", () => {
    for (const message of [
      "where can grandma who doesn't swim play in the water",
      "my wife can't swim, where can she wade in july",
      "my husband never learned to swim, any calm beach?",
    ])
      expect(q(message, AUGUST).party.beginner, message).toBe(true);
    expect(q("we don't swim at night, right?", AUGUST).party.beginner).toBe(false);
    expect(q("we can't swim there in winter?", AUGUST).party.beginner).toBe(false);
    for (const message of [
      "where can grandma who doesn't swim play in the water in may",
      "my mom doesn't swim, calm water near kapaa in june?",
    ]) {
      const cards = ids(ask(message, AUGUST));
      expect(cards.length, message).toBeGreaterThan(0);
      for (const id of cards) expect(condition(id, AUGUST) ?? "calm", `${message}: ${id}`).toBe("calm");
    }
  });
});

describe("asked for calm water, only calm water (dev16: grandparents wading in August)", () => {
  it("drops beaches that need caution that month while calm ones fit", () => {
    for (const [message, now] of [
      ["grandparents (both 80) want to wade somewhere calm in august, we're staying in kapaa", AUGUST],
      ["somewhere calm for my parents to float around, east side, august", AUGUST],
      ["sheltered beach near poipu for a swim in february", FEBRUARY],
    ] as const) {
      const cards = ids(ask(message, now));
      expect(cards.length, message).toBeGreaterThan(0);
      for (const id of cards) expect(condition(id, now) ?? "calm", `${message}: ${id}`).toBe("calm");
    }
  });

  it("still compares the seasons when asked which is calmer", () => {
    expect(ids(ask("is poipu calmer in summer or winter?", AUGUST))).toContain("kauai-poipu-beach");
  });
});

describe("food on the way to a place (dev16: breakfast in Kīlauea on the way to the lighthouse)", () => {
  it("finds the town's food before a coastal destination, on its own shore", () => {
    expect(ids(ask("breakfast in kilauea on the way to the lighthouse", APRIL))).toContain("kauai-kilauea-bakery");
    expect(ids(ask("grab coffee on the way to the kilauea lighthouse", APRIL))[0]).toBe("kauai-kilauea-bakery");
    expect(ids(ask("lunch on the way to kee beach", APRIL))[0]).toBe("kauai-kilauea-bakery");
  });

  it("keeps meals up the canyon road out of 'on the way' and finds the stop below it", () => {
    expect(ids(ask("breakfast before driving up to waimea canyon", APRIL))).toContain("kauai-kalaheo-cafe");
    expect(ids(ask("food on the way to polihale", APRIL))).not.toContain("kauai-kokee-lodge");
    expect(ids(ask("somewhere to pick up lunch on the way up to waimea canyon", APRIL))).not.toContain(
      "kauai-kokee-lodge",
    );
  });
});

describe("coffee grown here, and a café named for its town (dev16: local coffee near Kalāheo)", () => {
  it("offers the coffee farm and the town's café", () => {
    for (const message of [
      "where can we taste local coffee near kalaheo",
      "where can i try kauai grown coffee",
      "coffee tasting on kauai",
      "any coffee farm we can visit?",
    ]) {
      const cards = ids(ask(message, APRIL));
      expect(cards, message).toContain("kauai-kauai-coffee");
    }
    expect(ids(ask("where can we taste local coffee near kalaheo", APRIL))).toContain("kauai-kalaheo-cafe");
    // (The café is a pick, not also the point it is measured from: no "about 1 mile from" itself.)
    expect(ask("where can we taste local coffee near kalaheo", APRIL).text).not.toMatch(
      /\*\*Kalāheo Café & Coffee Co\.\*\* \(South Shore\) - about \d+ miles? from Kalāheo Café/,
    );
  });
});

describe("a table worth booking says so (dev15 and dev16: a sunset dinner on the south shore)", () => {
  it("gives the restaurant's reservation advice on its card", () => {
    for (const message of [
      "romantic dinner with a sunset view on the south shore",
      "anniversary dinner in poipu at sunset",
    ]) {
      const reply = ask(message, APRIL);
      expect(ids(reply), message).toContain("kauai-beach-house-restaurant");
      expect(reply.text, message).toMatch(/Reservations strongly recommended for tables around sunset/);
    }
  });
});

describe("when the big waves come (dev16: 'when can we watch the huge waves on the north shore' in June)", () => {
  const JUNE = new Date("2027-06-10T19:00:00Z");
  it("answers with the shore's season, not this month's other shore", () => {
    for (const message of [
      "when can we watch the huge waves on the north shore",
      "what time of year can you see big surf on the north shore?",
      "best month to watch giant waves up north shore",
    ]) {
      const reply = ask(message, JUNE);
      expect(reply.text, message).toMatch(/^In winter: the North Shore's big waves .*October to March/);
      for (const id of ids(reply)) expect(directory().byId.get(id)?.region, `${message}: ${id}`).toBe("North Shore");
    }
    expect(ask("when can we see big waves on the south shore?", JANUARY_2027).text).toMatch(/^In summer: /);
    expect(ask("when is the best time to see big waves on kauai", JUNE).text).toMatch(
      /October to March.*April to September/,
    );
  });
  it("still answers a named month with that month", () => {
    expect(ask("where can we watch big waves in december", JUNE).text).toMatch(
      /^In December the big waves are on the North Shore/,
    );
  });
});

describe("Hawaiʻi residents and the state parks' fees (dev16: 'we live on oahu, do we still pay?')", () => {
  it("says residents don't pay at the place whose fee was just given", () => {
    for (const [first, second, name] of [
      ["how much does it cost to get into waimea canyon", "we live on oahu, do we still pay?", "Waimea Canyon Lookout"],
      ["what does the wailua falls parking cost", "my parents live on the big island, do they pay?", "Wailua Falls"],
      ["is there a fee at the kalalau lookout", "we're from maui, do we pay that too?", "Kalalau Lookout"],
    ] as const) {
      const earlier = ask(first, APRIL);
      const reply = ask(second, APRIL, [
        { role: "user", content: first },
        { role: "assistant", content: earlier.text },
      ]);
      expect(reply.text, second).toMatch(new RegExp(`^No - at ${name} Hawaiʻi residents get in free`));
      expect(reply.text, second).not.toMatch(/another island/);
    }
  });
  it("still refuses a trip to the other island", () => {
    expect(ask("we live on oahu, what should we do in honolulu?", APRIL).text).toMatch(/not Kauaʻi/);
  });
});

describe("a booking question after a place keeps the place (dev16: Kēʻē, then 'do we need a reservation to go?')", () => {
  it("answers about the place just asked about and shows it", () => {
    const JULY_2027 = new Date("2027-07-10T19:00:00Z");
    for (const [first, second, id] of [
      ["kee beach snorkeling in july?", "do we need a reservation to go?", "kauai-kee-beach"],
      ["tell me about the kilauea lighthouse", "do we need to book tickets?", "kauai-kilauea-point"],
      ["is waimea canyon lookout worth it", "is parking free?", "kauai-waimea-canyon-lookout"],
    ] as const) {
      const earlier = ask(first, JULY_2027);
      const reply = ask(second, JULY_2027, [
        { role: "user", content: first },
        { role: "assistant", content: earlier.text },
      ]);
      expect(ids(reply), second).toContain(id);
    }
  });
});

describe("a named beach's water on a cruise day (dev16: kids swimming at Kalapakī from the ship)", () => {
  it("answers whether that water is safe before the port-day advice", () => {
    for (const message of [
      "cruise ship in nawiliwili on feb 9, the kids want to swim at kalapaki by the pier. ok?",
      "our ship docks at nawiliwili in february, can the kids swim at kalapaki beach?",
    ]) {
      const reply = ask(message, FEBRUARY);
      expect(reply.text, message).toMatch(/^No - Kalapakī Beach is not suitable for kids/);
      expect(ids(reply), message).not.toContain("kauai-kalapaki-beach");
    }
    expect(ask("cruise stop in lihue, what can we do in 8 hours?", FEBRUARY).text).toMatch(
      /^Cruise ships dock at Nāwiliwili/,
    );
  });
});

describe("the whole Kalalau Trail is past Hanakāpīʻai (dev16: 'a permit to hike the whole kalalau trail to the beach')", () => {
  it("answers with Kalalau Beach's camping permit, a no when asked 'without a permit'", () => {
    for (const message of [
      "do i need a permit to hike the whole kalalau trail to the beach",
      "permit for the full kalalau trail?",
      "do we need a permit to go all the way to the end of the kalalau trail",
    ]) {
      const reply = ask(message, APRIL);
      expect(ids(reply), message).toEqual(["kauai-kalalau-beach"]);
      expect(reply.text, message).toMatch(/^Yes - .*camping permit/);
    }
    const { last } = converse(
      ["tell me about the kalalau trail", "can we hike all the way to the beach and back in a day without a permit"],
      APRIL,
    );
    expect(last.text).toMatch(/^No - .*camping permit/);
    expect(ask("do i need a permit to hike to hanakapiai beach", APRIL).text).toMatch(
      /no extra permit is needed to day-hike to Hanakāpīʻai/,
    );
  });
});

describe("what a booked place costs (dev15: Kīlauea Point with an America the Beautiful pass)", () => {
  it("leads with the fee line, passes included, before the booking", () => {
    for (const message of [
      "how much to get in at kilauea point? we have an america the beautiful pass",
      "does our national parks annual pass work at the kilauea lighthouse?",
      "what's the entry fee for kilauea point",
    ]) {
      const reply = ask(message, APRIL);
      expect(reply.text.split("\n")[0], message).toMatch(/Kīlauea Point .*federal passes accepted/);
      expect(reply.text, message).toMatch(/reservation/i);
    }
  });
});
