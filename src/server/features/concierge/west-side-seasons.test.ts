import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fifth blind probe, class 20: the west side's ocean season was stated backwards ("often calmer in summer")
// and every winter west-side request was told to go to the south shore while its only card, Salt Pond, is calm
// in winter (places data: kauai-salt-pond-beach summer caution, winter calm, lifeguard; Polihale, Kekaha and
// Glass Beach dangerous all year; the south-shore-summer-surf article: summer swells reach the south and west).

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("the west side's ocean by season (probe 5, class 20)", () => {
  it("never says the west side is calmer in summer", () => {
    for (const message of [
      "is the west side calm in summer?",
      "west side ocean in july, calmer?",
      "can we swim out west in june",
    ]) {
      const reply = ask(message, JULY);
      expect(reply.text, message).not.toMatch(/calmer in summer(?!:)/i);
      expect(reply.text, message).toMatch(/dangerous all year/);
    }
  });

  it("in winter, points to Salt Pond's calm pool instead of sending a family away from a beach it then shows", () => {
    for (const message of [
      "west side beach for the kids?",
      "any calm beach out by waimea town for our 6 year old",
      "west side beaches ok now?",
    ]) {
      const reply = ask(message, JANUARY);
      expect(reply.text, message).not.toMatch(/go there instead/);
      expect(reply.text, message).toMatch(/Salt Pond/);
      expect(ids(reply), message).toContain("kauai-salt-pond-beach");
      expect(ids(reply), message).not.toContain("kauai-polihale-state-park");
      expect(ids(reply), message).not.toContain("kauai-kekaha-beach");
    }
  });

  it("still warns a surfer off the west side's winter breaks", () => {
    expect(ask("surf lesson on the west side in january", JANUARY).text).toMatch(/^Not a good idea in January/);
  });
});
