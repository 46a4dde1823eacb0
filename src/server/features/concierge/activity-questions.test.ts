import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fifth blind probe's class 11 (round 11): paddleboarding at a named beach, where to paddleboard, a surf
// lesson, a helicopter with a small child, a hotel's beach - answered from the places' own facts.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);
const at = (iso: string) => new Date(`${iso}T19:00:00Z`);

describe("paddleboarding", () => {
  it.each([
    [
      "kalapaki for paddleboarding",
      "2026-12-28",
      /^With care - in December the water at Kalapakī Beach/,
      "kauai-kalapaki-beach",
    ],
    ["anini for paddleboarding?", "2027-05-02", /^Usually yes on calm days - in May/, "kauai-anini-beach"],
    ["can we sup at hanalei bay in july", "2027-07-10", /^Usually yes on calm days - in July/, "kauai-hanalei-bay"],
  ])("%s", (message, date, lead, id) => {
    const reply = ask(message, at(date));
    expect(reply.text).toMatch(lead);
    expect(ids(reply)).toEqual([id]);
  });

  it("says no for children where the water is not for them that month", () => {
    const reply = ask("anini for paddleboarding with the kids?", at("2027-01-10"));
    expect(reply.text).toMatch(/^Not for kids in January/);
    expect(reply.places).toHaveLength(0);
  });

  it("lists where the data names paddleboarding, safe for the party and month", () => {
    expect(ids(ask("where can my kids try stand up paddle", at("2027-07-04")))).toContain("kauai-hanalei-bay");
    const winter = ask("where can my kids try stand up paddle", at("2027-01-10"));
    expect(winter.text).toMatch(/not calm enough for kids in January/);
    expect(winter.places).toHaveLength(0);
  });
});

describe("surf lessons", () => {
  it.each([
    ["surf lesson in hanalei in july for the family", "2027-07-04"],
    ["where can i take a surfing lesson in august", "2027-08-04"],
    ["learn to surf on kauai in june, any schools?", "2027-06-04"],
  ])("names the school the directory lists: %s", (message, date) => {
    const reply = ask(message, at(date));
    expect(reply.text).toMatch(/^For a lesson, our directory lists \*\*Hanalei Bay surf lessons\*\*/);
    expect(ids(reply)).toContain("kauai-hanalei-surf-school");
  });

  it("never offers it to kids or beginners in winter", () => {
    for (const message of ["surf lesson for a 9 year old", "beginner surf lesson this week"])
      expect(ids(ask(message, at("2027-12-20")))).not.toContain("kauai-hanalei-surf-school");
  });
});

describe("a helicopter with a small child", () => {
  it.each([
    "helicopter with a 3 year old?",
    "can our toddler come on a helicopter tour",
    "doors off heli ride with a baby ok?",
  ])("%s", (message) => {
    const reply = ask(message, at("2027-02-14"));
    expect(reply.text).toMatch(
      /^(Probably not for a toddler - our directory does not rate Helicopter tours|Not really - Helicopter tours)/,
    );
    // (Named as "a helicopter tour", the place asked about keeps its card under the "Not really".)
    if (!/\btour\b/.test(message)) expect(reply.places).toHaveLength(0);
  });
});

describe("a hotel's beach", () => {
  it("finds the hotel by a beach that is calm that month", () => {
    const winter = ask("hotel with a calm beach right in front", at("2027-02-14"));
    expect(ids(winter)).toContain("kauai-kiahuna-plantation");
    expect(ask("which hotels have a calm swimming beach for our toddler in january").text).toMatch(/Kiahuna/);
  });

  it("answers for a named hotel, with the nearest calm beach", () => {
    const shores = ask("kauai shores hotel, is it on a swimming beach", at("2026-12-28"));
    expect(shores.text).toMatch(/^Our directory puts no beach within about a kilometre of Kauaʻi Shores Hotel/);
    expect(ids(shores)).toContain("kauai-lydgate-beach-park");
    const hyatt = ask("is the grand hyatt on a swimming beach? we have kids", at("2027-07-28"));
    expect(hyatt.text).toMatch(/Shipwreck Beach .*usually dangerous/);
    expect(ids(hyatt)).not.toContain("kauai-shipwreck-beach");
  });
});
