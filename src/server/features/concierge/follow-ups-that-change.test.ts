import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fourth blind probe, classes 4 and 5 (tuning round 10): follow-ups that change the place or drop an activity
// lost the request or repeated the previous reply; "we're at X right now" plus a need was answered about X.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask, converse, ids } = conciergeTalk(directory);

const regionsOf = (placeIds: string[]) => placeIds.map((id) => directory().byId.get(id)?.region);

describe("a request moved elsewhere with 'instead' / 'try' / 'make it'", () => {
  it("keeps the request and looks in the new place", () => {
    for (const [turns, region] of [
      [["easy hike near kapaa", "make it waimea canyon instead"], "Waimea Canyon & Kokee"],
      [["breakfast in poipu", "near kee beach instead"], "North Shore"],
      [["easy hike near kapaa", "let's do the north shore instead"], "North Shore"],
      [["lunch in kapaa", "how about in hanalei instead"], "North Shore"],
    ] as const) {
      const { last } = converse([...turns]);
      expect(ids(last).length, turns.join(" → ")).toBeGreaterThan(0);
      expect(regionsOf(ids(last)), turns.join(" → ")).toContain(region);
      expect(regionsOf(ids(last)), turns.join(" → ")).not.toContain("East Side");
    }
  });

  it("keeps the kind of place asked for", () => {
    const { history } = converse(["breakfast in poipu", "near kee beach instead"]);
    const moved = q("near kee beach instead", undefined, history.slice(0, 2));
    expect(moved.meal).toBe("breakfast");
    expect(moved.places).toEqual([]);
    expect(moved.anchor?.label).toMatch(/^(Kēʻē Beach|Hāʻena)$/);
  });

  it("keeps a sunset wish when only the shore changes", () => {
    const { history } = converse(["sunset spot in poipu"]);
    expect(q("try the north shore", undefined, history).constraints.sunset).toBe(true);
    expect(q("what about on the west side instead", undefined, history).constraints.sunset).toBe(true);
  });

  it("leaves a question about a place alone: 'what about Lydgate?' after a safety question is about Lydgate", () => {
    const { history } = converse(["is hanalei bay safe today"]);
    expect(q("what about lydgate", undefined, history).places.map((p) => p.placeId)).toEqual([
      "kauai-lydgate-beach-park",
    ]);
  });
});

describe("the same question about another place, or about the group just named", () => {
  it("'what about X?' after a yes/no about one place asks it of X", () => {
    for (const [first, second, lead] of [
      ["is hanalei bay safe today", "what about lydgate", /^Usually yes - in November Lydgate Beach Park/],
      ["is tunnels safe for kids in july", "how about anini", /^Usually yes - in July ʻAnini Beach Park/],
      [
        "do we need a reservation for kee beach",
        "and limahuli?",
        /^Yes - Limahuli Garden and Preserve needs a reservation/,
      ],
    ] as const) {
      const now = /july/.test(first) ? JULY : new Date("2026-11-24T20:00:00Z");
      expect(converse([first, second], now).last.text, `${first} → ${second}`).toMatch(lead);
    }
  });

  it("'where then?' after a don't-swim-there is a list of places, not the verdict alone", () => {
    const december = new Date("2026-12-28T20:00:00Z");
    for (const second of ["where then", "where else can they swim", "so where should we go instead"]) {
      const { last } = converse(["we're at hanalei bay, waves look huge, kids want to swim", second], december);
      expect(ids(last).length, second).toBeGreaterThan(0);
      expect(last.text, second).not.toMatch(/I couldn't find a place/);
    }
  });

  it("'my parents are 80, ok for them?' after one place is that place's yes/no for them", () => {
    for (const second of [
      "my parents are 80, ok for them?",
      "my dad is 82, is that ok for him",
      "grandma is 85 - fine for her?",
    ]) {
      const { last } = converse(["lydgate beach", second]);
      expect(last.text, second).toMatch(/^Usually yes - in January Lydgate Beach Park/);
    }
  });
});

describe("a follow-up that drops an activity or asks for another of the same kind", () => {
  it("'they don't swim' after a swim question is no longer a swim answer", () => {
    for (const turns of [
      [
        "we're staying in hanalei",
        "where can the kids swim today",
        "and our grandparents, they don't swim, where can they sit",
      ],
      ["where can the kids swim near poipu", "my parents won't swim though, what can they do nearby"],
      ["where can we swim in kapaa", "actually we don't want to swim, what else is there"],
    ]) {
      const { last, history } = converse(turns, JULY);
      const asked = q(turns.at(-1) as string, JULY, history.slice(0, -2));
      expect(asked.activities, turns.join(" → ")).not.toContain("swim");
      expect(asked.act, turns.join(" → ")).toBe("recommend");
      expect(last.text, turns.join(" → ")).not.toMatch(/^Usually yes in summer/);
    }
  });

  it("'too crowded, something quieter' after one beach: another beach, not the same one again", () => {
    for (const second of ["too crowded, something quieter", "somewhere less crowded?", "any beach quieter than that"]) {
      const { last } = converse(["poipu beach", second], JULY);
      expect(ids(last).length, second).toBeGreaterThan(0);
      expect(ids(last), second).not.toContain("kauai-poipu-beach");
      for (const id of ids(last)) expect(directory().byId.get(id)?.category, `${second}: ${id}`).toBe("Beach");
    }
  });
});

describe("a shores comparison moved to another month", () => {
  it("is the same comparison in the new month (dev14)", () => {
    for (const second of ["ok and if we moved the trip to july instead", "what about in july", "and in august?"]) {
      const { last } = converse(["hanalei or poipu for our toddler in january?", second]);
      expect(last.text, second).toMatch(/^In (July|August):\n- North Shore: Usually yes in summer/);
    }
  });
});

describe("a swim asked of a named beach in other words", () => {
  it("'cool off in the ocean' at Hanakāpīʻai is its water verdict, never its card (dev14, unsafe)", () => {
    for (const message of [
      "hiking to hanakapiai beach in august, its gonna be hot, can we cool off in the ocean when we get there",
      "can we take a dip at hanakapiai beach after the hike",
      "lumahai beach - ok to cool off in the water?",
    ]) {
      const reply = ask(message, JULY);
      expect(reply.text, message).toMatch(/^No - /);
      expect(ids(reply), message).not.toContain("kauai-hanakapiai-beach");
      expect(ids(reply), message).not.toContain("kauai-lumahai-beach");
    }
  });
});

describe("'what else?' is never the last reply word for word", () => {
  it("answers on the visitor's own words, without what was just shown", () => {
    for (const turns of [
      ["whale watching", "in july?", "what else then"],
      ["whale watching", "in july?", "ok, anything else we could do?"],
      ["can we see whales in august", "what can we do instead"],
    ]) {
      const { last, history } = converse(turns, JULY);
      const before = history.at(-3)?.content;
      expect(last.text, turns.join(" → ")).not.toBe(before);
      expect(ids(last).length, turns.join(" → ")).toBeGreaterThan(0);
    }
  });

  it("keeps a repeated answer when the follow-up only adds a detail", () => {
    const { last, history } = converse(["whale watching", "in july?", "in july with kids?"], JULY);
    expect(last.text).toMatch(/^No - humpback whales are not usually around/);
    expect(history.length).toBe(6);
  });
});

describe("we're at X right now, plus a need", () => {
  it("X is where to look from, not the thing asked about", () => {
    for (const [message, at] of [
      ["at kilauea bakery, where's a calm beach for kids close by in july", "kauai-kilauea-bakery"],
      ["we're at the kokee museum, where can we eat close by", "kauai-kokee-museum"],
      ["parked at wailua falls, anything else close", "kauai-wailua-falls"],
      ["we are at spouting horn right now, is there a beach nearby for the kids", "kauai-spouting-horn"],
    ] as const) {
      const asked = q(message, JULY);
      expect(asked.anchor?.placeId, message).toBe(at);
      expect(asked.places, message).toEqual([]);
      const reply = ask(message, JULY);
      expect(ids(reply), message).not.toContain(at);
      expect(reply.text, message).not.toMatch(/is fine for most visitors/);
    }
    // (Kīlauea Bakery's area in July: calm North Shore beaches, none far away.)
    expect(regionsOf(ids(ask("at kilauea bakery, where's a calm beach for kids close by in july", JULY)))).toEqual(
      expect.arrayContaining(["North Shore"]),
    );
  });

  it("'bored of swimming' leaves the water out", () => {
    for (const message of [
      "we're at poipu beach right now, kids are bored of swimming, what's close by",
      "the kids are tired of the beach, anything else near poipu",
      "done with swimming for today, what's near hanalei",
    ]) {
      const asked = q(message);
      expect(asked.activities, message).not.toContain("swim");
      expect(asked.excludedActivities, message).toContain("swim");
    }
  });

  it("a question about the place itself stays about it", () => {
    expect(q("is kilauea bakery good for kids").places.map((p) => p.placeId)).toEqual(["kauai-kilauea-bakery"]);
    expect(q("at kilauea bakery now, is it good for kids").places.map((p) => p.placeId)).toEqual([
      "kauai-kilauea-bakery",
    ]);
  });
});
