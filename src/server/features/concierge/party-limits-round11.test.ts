import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 11 (dev14): bad knees rule out a 4.5-mile loop however flat; "the other side of the island" from the
// east is the west and its canyon, with short walks there when no hike is rated for the children; a toddler
// who "paddles" wades, and "she loves water" is no description of one place.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask, ids, converse } = conciergeTalk(directory);

describe("sore legs and long flat loops", () => {
  it.each([
    "grandparents w bad knees in the group. easy north shore stuff that isnt a beach?",
    "my dad had a knee replacement, easy walks on the north shore?",
    "mom uses a cane - something flat to do near kilauea?",
  ])("%s", (message) => {
    const reply = ask(message, JULY);
    expect(ids(reply)).not.toContain("kauai-wai-koa-loop");
    expect(reply.places.length).toBeGreaterThan(0);
  });

  it("keeps the flat loop for a flat walk without a limit", () => {
    expect(ids(ask("flat easy walk on the north shore", JULY))).toContain("kauai-wai-koa-loop");
  });
});

describe("the other side of the island", () => {
  it.each([
    [["kid friendly hikes on the east side?", "ok and the other side of the island"], JANUARY],
    [["easy hikes near lihue with our 6 year old", "what about the opposite side"], JULY],
  ] as const)("%s", (turns, now) => {
    const { last } = converse([...turns], now);
    const regions = new Set(last.picks.map((p) => p.region));
    expect(
      [...regions].every((r) => r === "West Side" || r === "Waimea Canyon & Kokee"),
      [...regions].join(),
    ).toBe(true);
    for (const hard of ["kauai-kukui-trail", "kauai-awaawapuhi-trail", "kauai-pihea-alakai-trail"])
      expect(ids(last)).not.toContain(hard);
  });
});

describe("a toddler paddling", () => {
  it.each([
    ["staying in kapaa in july with a 20 month old, she loves water. where can she paddle safely", JULY],
    ["where can our 2 year old paddle safely near wailua?", JANUARY],
    ["baby loves the water, where can she paddle near kapaa in august", JULY],
  ] as const)("%s", (message, now) => {
    expect(q(message, now).activities).not.toContain("kayak");
    expect(ids(ask(message, now))[0]).toBe("kauai-lydgate-beach-park");
  });

  it("still reads a paddle board as one", () => {
    expect(q("paddle board with a 3 year old in kapaa?", JULY).activities).toContain("kayak");
  });
});
