import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Probe 7, class 3: Kēʻē and Polihale (and other well-known names) in Japanese, Chinese or Korean script
// were not recognised: "キービーチは予約が必要ですか？" got the Kalalau camping permit article.
const JULY = new Date("2027-07-04T19:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask, ids } = conciergeTalk(directory);

describe("place names in Japanese, Chinese and Korean script", () => {
  it("answers the Kēʻē reservation with its card", () => {
    for (const message of ["キービーチは予約が必要ですか？", "基伊海滩需要预约吗？", "키 비치 예약이 필요한가요?"]) {
      const reply = ask(message, JULY);
      expect(reply.text, message).toMatch(/Kēʻē Beach needs a reservation/);
      expect(ids(reply), message).toContain("kauai-kee-beach");
    }
  });

  it("gives Kēʻē's verdict for the month", () => {
    for (const message of ["キービーチで泳げますか", "基伊海滩可以浮潜吗", "키 비치 수영 안전해요?"]) {
      const reply = ask(message, JULY);
      expect(reply.text, message).toMatch(/Kēʻē Beach needs caution in July/);
      expect(ids(reply), message).toContain("kauai-kee-beach");
    }
  });

  it("names Polihale and the other well-known places", () => {
    for (const message of ["폴리할레 해변 수영", "ポリハレビーチは安全ですか"]) {
      const reply = ask(message, JULY);
      expect(reply.text, message).toMatch(/Polihale State Park is not safe/);
      expect(ids(reply), message).not.toContain("kauai-polihale-state-park");
    }
    expect(ask("ルマハイビーチで泳げますか", JULY).text).toMatch(/Lumahaʻi Beach is not safe/);
    expect(q("프린스빌 맛집", JULY).searchText).toMatch(/princeville/);
    expect(q("ハナペペで昼ごはん", JULY).searchText).toMatch(/hanapepe/);
  });
});
