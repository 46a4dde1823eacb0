import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 10, the fifth blind probe's class 9 (in part): "nothing too steep" was not read as a limit; "the littles"
// was not read as children, so a beach not rated for kids came back. (Moderate trails still rank after easy ones
// on an easy list rather than leaving it: round 7's ranking, left as it is.)
const JULY = new Date("2027-07-04T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask, ids } = conciergeTalk(directory);
const place = (id: string) => directory().byId.get(id);

describe("limits the visitor states", () => {
  it("reads 'nothing too steep' and 'not too difficult' as easy", () => {
    expect(q("good hike near kapaa, nothing too steep").constraints.easy).toBe(true);
    expect(q("looking for a trail, not too difficult").constraints.easy).toBe(true);
  });

  it("reads 'the littles' as children, so only beaches rated for kids come back", () => {
    expect(q("north shore beach with the littles").party.kids).toBe(true);
    for (const id of ids(ask("north shore beach with the littles", JULY)))
      expect(place(id)?.facts?.suitability?.kids, id).not.toBe(false);
  });
});
