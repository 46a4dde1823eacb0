import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isVisitable } from "@/shared/schemas/place-facts";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The sixth blind probe, class 2: drive times, distances and directions to places the public cannot visit were
// given with no warning ("heading to queens bath now, how long from poipu?" → "about 1 hour 30 minutes"; "lihue
// to jurassic falls" → "about 20 minutes by car"), and "how long should we spend at X" gave the visit's length
// before the warning (places data: queens-bath temporarily closed, jurassic falls helicopter-only, pakala
// private, barking-sands restricted, kamokila and ishihara permanently closed, makauwahi temporarily closed).

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

const visitable = (id: string) => isVisitable(directory().byId.get(id)?.facts ?? null);

describe("a trip to a place the public cannot visit (probe 6, class 2)", () => {
  it("leads with the place's status and gives no drive time", () => {
    for (const [message, status] of [
      ["we're heading to queens bath now, how long from poipu?", /temporarily closed/],
      ["how long to drive to queen's bath from kapaa", /temporarily closed/],
      ["how long is the drive from lihue to jurassic falls", /seen only from a helicopter/],
      ["drive time from waimea to manawaiopuna falls?", /seen only from a helicopter/],
      ["directions to pakalas from hanalei", /private land with no public access/],
      ["how far is barking sands from kapaa", /restricted area closed to the public/],
      ["directions to makauwahi cave from poipu", /temporarily closed/],
      ["we're heading to kamokila now, how long from poipu?", /permanently closed/],
      ["how far is ishihara market from waimea", /permanently closed/],
    ] as const) {
      const reply = ask(message, JULY);
      expect(reply.text.split("\n")[0], message).toMatch(status);
      expect(reply.text, message).not.toMatch(/by car without traffic|short local drive|\d+ minutes? by car/);
      expect(
        ids(reply).filter((id) => !visitable(id)),
        message,
      ).toEqual([]);
    }
  });

  it("says a helicopter-only place has no road to it", () => {
    expect(ask("how long is the drive from lihue to jurassic falls", JULY).text).toMatch(/No road or trail reaches it/);
  });

  it("still times a drive that only starts at such a place, and a drive to an open one", () => {
    expect(ask("how long from poipu to hanalei", JULY).text).toMatch(/by car without traffic/);
    expect(ask("how long is the drive from lihue to waimea canyon lookout", JULY).text).toMatch(/by car/);
  });

  it("answers 'how long should we spend' at such a place with its status, not a visit length", () => {
    for (const message of [
      "how long should we spend at barking sands",
      "how much time do we need at queens bath",
      "how long should we spend at jurassic falls",
    ]) {
      const reply = ask(message, JULY);
      expect(reply.text, message).not.toMatch(/Plan on about/);
      expect(reply.text.split("\n")[0], message).toMatch(/isn't a place to visit/);
    }
  });

  it("puts a beach's winter warning before the length, and keeps the family out of the water", () => {
    for (const message of [
      "how long should we spend at lumahai with the kids",
      "how much time at tunnels beach with our 5 year old?",
      "how long should we spend at hanalei bay with a toddler",
    ]) {
      const reply = ask(message, JANUARY);
      expect(reply.text, message).toMatch(/^No\b/);
      expect(reply.text, message).not.toMatch(/in or beside the water/);
    }
    expect(ask("how long should we spend at poipu beach", JULY).text).toMatch(/^Plan on about/);
  });
});
