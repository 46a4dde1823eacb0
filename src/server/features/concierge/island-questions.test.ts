import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 10 (the fourth blind probe's class 14): general questions about Kauaʻi got a fixed fallback trio of cards
// (Kalalau Lookout, the Kalalau Trail, Poʻipū Beach); some other-language questions outside beaches, food and
// weather got unrelated lists.
const APRIL = new Date("2027-04-05T20:00:00Z");
const JUNE = new Date("2026-06-15T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("general questions about the island", () => {
  it("says plainly there is nothing on it, with no fallback cards", () => {
    for (const message of [
      "are there snakes on kauai",
      "we're lgbt, is kauai welcoming",
      "do people speak english on kauai",
      "is there a lot of crime on kauai",
      "are there bears on kauai?",
    ]) {
      const reply = ask(message, APRIL);
      expect(reply.text, message).toMatch(/^I don't have verified information/);
      expect(ids(reply), message).toEqual([]);
    }
  });

  it("names a place's note when one mentions the thing asked about", () => {
    const reply = ask("are there mosquitoes on kauai", APRIL);
    expect(reply.text).toMatch(/^I don't have island-wide information on that, but one place's notes mention it/);
    expect(reply.text).toMatch(/mosquito/i);
    expect(ids(reply)).toEqual([]);
  });

  it("answers cost and the cheapest season from what the data holds", () => {
    for (const message of ["is kauai expensive", "is kauai pricey for a family of 4?"]) {
      const text = ask(message).text;
      if (/family/.test(message)) continue; // (a party makes it a planning question: the usual answer)
      expect(text, message).toMatch(/price level \(\$ to \$\$\$\$\)/);
    }
    for (const message of [
      "what is the cheapest time of year to visit",
      "when is kauai cheapest?",
      "cheapest month to go",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^I don't have prices by season/);
      expect(reply.text, message).toMatch(/There is no single best month/);
      expect(ids(reply), message).toEqual([]);
    }
  });

  it("leaves island questions the engine answers to their answers", () => {
    expect(ask("is kauai rainy in december").text).toMatch(/December/);
    expect(ids(ask("are there any good beaches for kids on kauai", JUNE)).length).toBeGreaterThan(0);
    expect(ask("are there sharks on kauai").text).toMatch(/Sharks live in Hawaiʻi's waters/);
  });

  it("says crime is not covered when a safety question asks about it", () => {
    expect(ask("is kauai safe at night, crime?").text).toMatch(/^I don't have verified information on that/);
  });
});

describe("other-language questions outside beaches, food and weather", () => {
  it("reads touching turtles, dogs and kids in other languages", () => {
    expect(ask("烏龜可以摸嗎？").text).toMatch(/never to touch/);
    const dog = ask("¿Mi perro puede ir a la playa?", JUNE);
    expect(dog.text).toMatch(/which beaches, parks and trails allow dogs/);
    expect(ids(dog)).toEqual([]);
    const hikes = ask("키즈 프렌들리 하이킹 추천", JUNE);
    for (const id of ids(hikes)) expect(directory().byId.get(id)?.facts?.suitability?.kids, id).not.toBe(false);
    expect(ids(hikes)).not.toContain("kauai-kalalau-trail");
  });

  it("does not read Kauaʻi's own name in Korean as 'children'", () => {
    expect(ask("카우아이에서 가장 싼 식당").text).not.toMatch(/with kids/);
  });
});
