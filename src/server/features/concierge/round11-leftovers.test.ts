import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 10's leftovers (tuning round 11): Hawaiian words spell-corrected into names, "how long should we stay at X"
// read as a hotel search, a Japanese drive losing its start (から), a Latin place name with a Korean or Japanese word
// for bay or beach not found.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask, ids } = conciergeTalk(directory);

describe("Hawaiian words are words", () => {
  it("is not spell-corrected into a place name", () => {
    for (const [message, word] of [
      ["whats the meaning of mauka", "mauka"],
      ["what does keiki mean", "keiki"],
      ["what does mahalo mean", "mahalo"],
    ] as const) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(new RegExp(`^\\*\\*${word}\\*\\* means`));
      expect(ids(reply), message).toEqual([]);
    }
  });
});

describe("how long to stay at a place is the time there", () => {
  it("leads with the visit's length and offers no hotel", () => {
    for (const [message, place] of [
      ["how long should we stay at the kalalau lookout", "kauai-kalalau-lookout"],
      ["how long to stay at kilauea point", "kauai-kilauea-point"],
      ["how many hours at spouting horn", "kauai-spouting-horn"],
      ["how long should we spend in waimea town", "kauai-waimea-town"],
    ] as const) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^Plan on about/);
      expect(ids(reply), message).toContain(place);
      expect(q(message).categories, message).not.toContain("Hotel");
    }
  });
  it("still finds hotels when a hotel is asked", () => {
    expect(q("hotels near poipu").categories).toContain("Hotel");
  });
});

describe("drives written in Japanese, Korean or Chinese keep their start", () => {
  it("から / 에서 / 从 mark where the drive starts", () => {
    for (const [message, lead] of [
      ["ハナレイからポイプまで車でどのくらい？", /\nHanalei to Poʻipū/],
      ["カパアからリフエまで車で何分？", /\nKapaʻa to Līhuʻe/],
      ["포이푸에서 하날레이까지 얼마나 걸려요?", /\nPoʻipū to Hanalei/],
    ] as const)
      expect(ask(message).text, message).toMatch(lead);
  });
});

describe("a Latin place name with a Korean or Japanese word for bay or beach", () => {
  it("is the place", () => {
    for (const [message, place] of [
      ["7월에 Hanalei 베이 수영 괜찮아요?", "kauai-hanalei-bay"],
      ["Poipu ビーチは子供と大丈夫ですか", "kauai-poipu-beach"],
      ["Lydgate 비치 아이랑 괜찮아요?", "kauai-lydgate-beach-park"],
    ] as const)
      expect(
        q(message).places.map((p) => p.placeId),
        message,
      ).toContain(place);
  });
});
