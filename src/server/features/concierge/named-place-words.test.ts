import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Probe 6, class 14: a place named with a hike word, an abbreviation ("fish mkt", "KCC") or in another language
// ("¿Está abierto Limahuli el lunes?", "퀸스 배스") was not found, so a list or a description answered.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);
const MONDAY = new Date("2027-01-11T19:00:00Z"); // Monday 9 am in Hawaiʻi
const SUNDAY = new Date("2027-01-11T01:00:00Z"); // Sunday 3 pm in Hawaiʻi

describe("places named with a hike word, an abbreviation or in another language (probe 6, class 14)", () => {
  it("answers about a place reached on foot when its name comes with 'hike'", () => {
    expect(ids(ask("hanakapiai falls hike"))).toEqual(["kauai-hanakapiai-falls"]);
    expect(ids(ask("hoopii falls hike tomorrow"))).toEqual(["kauai-hoopii-falls"]);
    // (A lookout's name with "hikes" still asks for hikes there.)
    expect(ids(ask("waimea canyon hikes")).length).toBeGreaterThan(1);
  });

  it("reads 'mkt' as market and the KCC farmers market as the Community Market", () => {
    expect(ask("can we go to koloa fish mkt now, is it open", SUNDAY).text).toMatch(
      /^No - Kōloa Fish Market is closed on Sundays/,
    );
    expect(ask("farmers market at kcc open right now", MONDAY).text).toMatch(
      /^No - Kauaʻi Community Market is closed on Mondays/,
    );
  });

  it("reads 'open' and the weekday in Spanish, German and Korean, and Queen's Bath in Korean", () => {
    expect(ask("¿Está abierto Limahuli el lunes?", MONDAY).text).toMatch(
      /No - Limahuli Garden and Preserve is usually closed on Mondays/,
    );
    expect(ask("Ist der Limahuli Garten am Montag geöffnet?", MONDAY).text).toMatch(/closed on Mondays/);
    expect(ask("리마훌리 가든 월요일에 영업해요? limahuli", MONDAY).text).toMatch(/closed on Mondays/);
    const queens = ask("퀸스 배스 위험해요?", MONDAY);
    expect(queens.text).toMatch(/Queen's Bath[^.]*closed/);
    expect(ids(queens)).not.toContain("kauai-queens-bath");
  });
});
