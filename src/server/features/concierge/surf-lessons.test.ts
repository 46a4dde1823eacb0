import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Session 11 (dev9, dev12, dev15 leftovers): a first-timer asking to surf was told to book a lesson, but the lessons
// themselves (the directory's Hanalei surf school) were not among the cards even when their water was calm.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);
const JUNE = new Date("2027-06-10T19:00:00Z");
const JANUARY = new Date("2027-01-10T19:00:00Z");
const SCHOOL = "kauai-hanalei-surf-school";

describe("the surf lessons are a card when their water is calm", () => {
  it("offers the lessons to a first-timer in summer", () => {
    for (const message of [
      "never surfed before (im 44) want to take a lesson in hanalei in june, where do i go",
      "first time surfing, where should i go in june?",
      "beginner surfer, wanna rent a board and paddle out at PKs in july by myself",
    ])
      expect(ids(ask(message, JUNE)), message).toContain(SCHOOL);
  });

  it("never in winter, when the lesson water needs caution, nor where the visitor ruled its shore out", () => {
    for (const message of ["first time surfing, where should i go?", "never surfed, want a lesson this week"])
      expect(ids(ask(message, JANUARY)), message).not.toContain(SCHOOL);
    expect(ids(ask("first time surfing, not the north shore please", JUNE))).not.toContain(SCHOOL);
  });
});
