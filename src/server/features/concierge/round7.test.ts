import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { openSeededDirectory } from "../../../../tests/setup/seeded-directory";
import type { Directory } from "./directory";

// Tuning round 7 (blind dev9/dev10 sets): each general fix, phrased unlike the evaluation cases.

let database: DatabaseHandle;
let directory: Directory;

beforeAll(async () => {
  ({ database, directory } = await openSeededDirectory());
});
afterAll(async () => {
  await database.close();
});

const { q, ask, converse, ids } = conciergeTalk(() => directory);

describe("questions the directory cannot answer (round 7)", () => {
  it("does not answer a fare question with places", () => {
    for (const message of [
      "any deals on flights from seattle in april?",
      "whats the cheapest airline to fly to kauai",
      "how much is airfare from denver",
    ]) {
      const reply = ask(message);
      expect(reply.places, message).toEqual([]);
      expect(reply.text, message).toMatch(/can't search, compare or book flights/);
    }
  });

  it("keeps a visitor's own flight as context, and a helicopter flight as a topic", () => {
    expect(q("we have 3 hours before our flight from lihue, what's nearby").act).not.toBe("off-topic");
    expect(q("cheapest helicopter flights over the na pali coast").act).not.toBe("off-topic");
  });

  it("reads a possessive island name as another island", () => {
    expect(q("are mauis beaches better than these").act).toBe("other-island");
    expect(ask("what's on oahu's south shore in june").text).toMatch(/Oʻahu/);
  });

  it("says plainly that it has no rental listings or nightly prices", () => {
    for (const message of [
      "looking for an airbnb in kapaa for 5 nights",
      "any house for under $300 a night near hanalei?",
      "vrbo recommendations in princeville",
    ]) {
      expect(ask(message).text, message).toMatch(/^I don't have vacation-rental listings or nightly prices/);
    }
  });
});

describe("direct answers added in round 7", () => {
  it("answers a 'do we have to pay' question yes or no before the fee", () => {
    expect(ask("is there an entry fee for the kalalau lookout").text).toMatch(/^Yes - there is a fee at Kalalau Lookout/);
    expect(ask("do they charge anything at poipu beach park").text).toMatch(/^No - there is no entry fee/);
    expect(ask("will we need to pay to park at spouting horn").text).toMatch(/^No - /);
  });

  it("says there is no trail to a place seen only from the road, and gives the trail when there is one", () => {
    expect(ask("is there a hike up to the anahola hole in the mountain").text).toMatch(/^No - there is no public trail/);
    expect(ids(ask("can we climb up to queen victoria's profile?"))).toContain("kauai-queen-victorias-profile");
    expect(ask("could we walk to hanakapiai beach").text).toMatch(/^Yes - Hanakāpīʻai Beach is reached on a hike/);
  });

  it("says where a closed place went, from its facts, rather than how it was once reached", () => {
    const reply = ask("is verde kapaa any good for lunch");
    expect(reply.text).toMatch(/permanently closed: Closed at this address; Verde now operates in Hōkūleʻi Village, Līhuʻe/);
    expect(ids(reply)).not.toContain("kauai-verde-kapaa");
  });

  it("offers alternatives of the kind of activity asked about at a closed place", () => {
    expect(ids(ask("can we still rent kayaks at kamokila?"))).toContain("kauai-wailua-river");
  });

  it("reads the month an animal is around from the place's own description", () => {
    expect(ask("what time of year are albatross nesting at the kilauea lighthouse").text).toMatch(/November to July/);
  });
});

describe("constraints added in round 7", () => {
  it("reads 'not a real hike' as a short, easy walk rather than no walking at all", () => {
    for (const message of ["something for the kids near kapaa, nothing like a proper hike", "a stroll on the east side, not an actual hike"]) {
      const question = q(message);
      expect(question.constraints.noHike, message).toBe(false);
      expect(question.constraints.veryEasy, message).toBe(true);
    }
    expect(ids(ask("an easy walk on the east side for the kids, not a legit hike"))).toContain("kauai-ke-ala-hele-makalae");
  });

  it("ranks quiet beaches first when the visitor wants no crowds, and a walk-only beach need not be swimmable", () => {
    const picks = ids(ask("uncrowded beach to stroll on, we're not swimming, away from the crowds"));
    expect(picks.some((id) => ["kauai-poipu-beach", "kauai-hanalei-bay", "kauai-lydgate-beach-park"].includes(id))).toBe(
      false,
    );
  });

  it("keeps dangerous-water beaches out when the visitor does not rule out swimming", () => {
    expect(ids(ask("beach ideas for the family in january"))).not.toContain("kauai-kealia-beach");
  });

  it("takes 'drive right up to' as parking beside it, and 'from the car' as not getting out", () => {
    expect(q("a lookout we can drive right up to").constraints.driveUp).toBe(true);
    expect(q("a view we can see from the car").constraints.driveUp).toBeFalsy();
  });

  it("sends sunrise watchers to the east side and ranks east-facing shores first", () => {
    const reply = ask("where can we park and see the sunrise, no hiking in the dark");
    expect(reply.text).toMatch(/Sunrise is on the East Side/);
    expect(ids(reply).some((id) => ["kauai-lydgate-beach-park", "kauai-kapaa-beach-park", "kauai-anahola-beach", "kauai-lava-lava-beach-club", "kauai-ninini-lighthouse", "kauai-ke-ala-hele-makalae", "kauai-donkey-beach"].includes(id))).toBe(true);
    expect(ids(reply)).not.toContain("kauai-kalalau-lookout");
  });

  it("treats a place the visitor could not book as ruled out, with everything the same booking covers", () => {
    for (const message of [
      "we missed out - could not book haena state park. north shore beach without a reservation?",
      "kee beach passes are sold out, what else is on the north shore",
      "didnt get tickets for kee :( any north shore ideas",
    ]) {
      const picks = ids(ask(message, JULY));
      expect(picks, message).not.toContain("kauai-kee-beach");
      expect(picks, message).not.toContain("kauai-haena-state-park");
      expect(picks.length, message).toBeGreaterThan(0);
    }
  });
});

describe("drive times added in round 7", () => {
  it("takes a shore named as a drive end as its main town, and 'in the car' or 'each way' as a drive", () => {
    expect(ask("hanalei to the west side - how much time in the car?").text).toMatch(/^Hanalei to the West Side \(Waimea\) is about 1 hour 30 minutes/);
    expect(ask("from kapaa to the south shore how long each way").text).toMatch(/Kapaʻa to the South Shore \(Poʻipū\)/);
  });

  it("continues a drive from the last destination ('and from there on to', 'then on to')", () => {
    const { last } = converse(["how long is the drive from lihue to waimea", "and from there on to kekaha?"]);
    expect(last.text).toMatch(/^Waimea/);
    const local = converse(["drive time lihue to kokee", "then on to the puu o kila lookout?"]);
    expect(local.last.text).toMatch(/Kōkeʻe and Puʻu o Kila Lookout are close together.*roughly [\d-]+ minutes/);
  });
});
