import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Session 11: classes found by the blind development set dev18 (written to the held-out writers' briefs, scored before
// any fix for it), each tried in words the set does not use.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids, converse } = conciergeTalk(directory);
const SEPTEMBER = new Date("2027-09-10T19:00:00Z");

describe("the road around the island (dev18)", () => {
  it("says no road goes all the way around, however it is asked", () => {
    for (const message of [
      "is there a road that goes all the way around the island",
      "does the highway go around kauai?",
      "can we drive a loop around the whole island",
    ])
      expect(ask(message).text, message).toMatch(
        /^No - you can't drive all the way around Kauaʻi: there is no road along the Nā Pali coast/,
      );
  });
});

describe("parking on the highway near Hāʻena (dev18)", () => {
  it("gives the no-parking rule and its fine, then the legal ways in", () => {
    for (const message of [
      "what happens if i just park on the highway near haena",
      "can we park on the side of the road at kee beach?",
      "is roadside parking ok by tunnels",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^Don't: Do not park along Kūhiō Highway near Hāʻena: .*\$235/);
      expect(reply.text, message).toMatch(/gohaena\.com/);
    }
  });
});

describe("a swim BY a named beach is a swim there (dev18: 'a swim by hanalei pier in september, safe enough?')", () => {
  it("answers about the named water and shows it", () => {
    for (const message of [
      "me and my wife (ok swimmers, not great) want a swim by hanalei pier in september, safe enough?",
      "thinking of a snorkel by poipu beach in september, safe?",
    ]) {
      const reply = ask(message, SEPTEMBER);
      expect(ids(reply)[0], message).toMatch(/hanalei-pier|poipu-beach/);
      expect(reply.text, message).not.toMatch(/^Kauaʻi's county lifeguard towers/);
    }
  });
});

describe("a drive corrected mid-conversation (dev18: 'sorry i meant kilauea not hanalei')", () => {
  it("swaps the end named after 'not' or 'instead of'", () => {
    expect(converse(["how long from the airport to hanalei?", "sorry i meant kilauea not hanalei"]).last.text).toMatch(
      /^Līhuʻe to Kīlauea is about 45 minutes/,
    );
    expect(converse(["drive time poipu to hanalei", "oops, kapaa instead of poipu"]).last.text).toMatch(
      /^Kapaʻa to Hanalei is about 40 minutes/,
    );
  });
});

describe("sports scores are off-topic (dev18: 'did the lakers win last night')", () => {
  it("refuses without a place card", () => {
    for (const message of ["did the lakers win last night", "who won the game yesterday", "nba playoffs score?"]) {
      const reply = ask(message);
      expect(ids(reply), message).toEqual([]);
      expect(reply.text, message).toMatch(/Kauaʻi/);
    }
  });
});
