import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fourth blind probe (session 8): "pregnant, is the ATV tour ok?" got "fine for most visitors who take care,
// including older travellers".
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask } = conciergeTalk(directory);

describe("a pregnant traveller", () => {
  it("is named as such, and sent to her doctor and the operator for tours and activities", () => {
    expect(q("my wife is 5 months pregnant").party.pregnant).toBe(true);
    for (const message of [
      "pregnant, is the atv tour at kipu ranch ok",
      "my wife is 5 months pregnant, is a helicopter tour ok",
      "pregnant, tubing ok?",
      "im pregnant, is the fern grotto boat ok",
    ]) {
      const text = ask(message).text;
      expect(text, message).toMatch(/^Ask your doctor and the operator first/);
      expect(text, message).not.toMatch(/fine for most visitors|older travellers/);
    }
  });

  it("leaves older travellers' answers as they were", () => {
    expect(q("is the sleeping giant hike ok for my 70 year old mom").party.pregnant).toBe(false);
    expect(ask("is the sleeping giant hike ok for my 70 year old mom").text).not.toMatch(/doctor/);
  });
});
