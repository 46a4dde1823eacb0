import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Probe 7, class 9: place names typed without spaces ("keebeach", "waimeacanyon") were refused as off-topic.
const JULY = new Date("2027-07-04T19:00:00Z");
const DECEMBER = new Date("2026-12-10T19:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids, q } = conciergeTalk(directory);

describe("run-together place names", () => {
  it("recognises each name typed without its spaces", () => {
    const cases: [string, string][] = [
      ["spoutinghorn", "kauai-spouting-horn"],
      ["waimeacanyon", "kauai-waimea-canyon-lookout"],
      ["keebeach", "kauai-kee-beach"],
      ["poipubeach", "kauai-poipu-beach"],
      ["saltpond", "kauai-salt-pond-beach"],
      ["hanaleibay", "kauai-hanalei-bay"],
      ["kilauealighthouse", "kauai-kilauea-point"],
      ["opaekaafalls", "kauai-opaekaa-falls"],
      ["wailuafalls", "kauai-wailua-falls"],
      ["lydgatepark", "kauai-lydgate-beach-park"],
      ["tunnelsbeach", "kauai-tunnels-beach"],
      ["glassbeach", "kauai-glass-beach"],
      ["sleepinggiant", "kauai-sleeping-giant"],
      ["Anini Beach? aninibeach", "kauai-anini-beach"],
    ];
    for (const [message, id] of cases) expect(ids(ask(message, JULY)), message).toContain(id);
    expect(ask("queensbath", JULY).text).toMatch(/Queen's Bath/);
  });

  it("reads the rest of the question around the name", () => {
    const winter = ask("is keebeach safe in december", DECEMBER);
    expect(winter.text).toMatch(/not safe/);
    expect(ids(winter)).not.toContain("kauai-kee-beach");
    expect(ask("how far is waimeacanyon from poipu", JULY).text).toMatch(/60 minutes/);
    expect(ids(ask("hanaleibay with kids in july?", JULY))).toContain("kauai-hanalei-bay");
  });
});

describe("a place name typed one letter wrong (probe 8, class 1)", () => {
  it("reads a slip, a missing or doubled letter or two swapped letters as the name", () => {
    for (const [message, id] of [
      ["is dnkey beach worth it", "kauai-donkey-beach"],
      ["is kei beach worth it", "kauai-kee-beach"],
      ["larsons beach?", "kauai-larsens-beach"],
      ["is pinertees worth it", "kauai-pine-trees-surf"],
      ["grand hyattt kauai tomorrow", "kauai-grand-hyatt"],
    ] as const)
      expect(
        q(message).places.map((p) => p.placeId),
        message,
      ).toContain(id);
    expect(ask("how do we get to infiinties").text).toMatch(/private land/);
  });
  it("leaves ordinary words alone", () => {
    expect(q("is the beach out front ok for the grandkids to swim?").searchText).toMatch(/beach out front/);
    expect(q("where do the helicopter tours leave from").searchText).toMatch(/helicopter tours/);
  });
});

describe("a name corrected never eats the next word", () => {
  it("keeps a month after a comma", () => {
    expect(q("calm water for my toddler near hanalei, may").month).toBe(5);
  });
});
