import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Probe 6, class 10: "closest waterfall to Poʻipū" got the Māhāʻulepū trail, Kōloa Landing and the stables, and
// "sunset spot near Hanapēpē" the town, its bridge and a valley lookout.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);
const category = (id: string) => directory().byId.get(id)?.category;

describe("the nearest place of a kind to a town (probe 6, class 10)", () => {
  it("finds waterfalls nearest first, and says when there is none right by the town", () => {
    const poipu = ask("closest waterfall to poipu");
    expect(poipu.text).toMatch(/^Our directory has no waterfall right by Poʻipū/);
    expect(ids(poipu)[0]).toBe("kauai-wailua-falls");
    expect(ids(ask("any waterfalls near kekaha?"))[0]).toBe("kauai-canyon-trail");
    const princeville = ask("waterfall near princeville");
    expect(ids(princeville)[0]).toBe("kauai-hanakapiai-falls");
    for (const id of ids(princeville)) expect(["Waterfall", "Trail", "Activity"]).toContain(category(id));
  });

  it("finds places that face the sunset, nearest by the road (not across the Nā Pali cliffs)", () => {
    expect(ids(ask("sunset spot near hanapepe"))[0]).toBe("kauai-salt-pond-beach");
    const haena = ids(ask("where to watch sunset from haena"));
    expect(haena[0]).toBe("kauai-kee-beach");
    expect(haena).not.toContain("kauai-polihale-state-park");
    expect(ids(ask("where can we watch the sunset from kalaheo"))[0]).toBe("kauai-kukuiolono-park");
    for (const id of ids(ask("sunset near lihue", JULY))) expect(directory().byId.get(id)?.facts?.faces).toBe("sunset");
  });

  it("leaves other questions alone: a sunset dinner, waterfalls on a shore, a sunset spot anywhere", () => {
    expect(ask("sunset dinner near poipu").text).not.toMatch(/^The nearest sunset spots/);
    expect(ask("waterfalls on the north shore").text).not.toMatch(/^The nearest waterfalls/);
    expect(ask("best sunset spot").text).not.toMatch(/^The nearest/);
  });
});
