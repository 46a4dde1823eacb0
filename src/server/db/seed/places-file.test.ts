import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSeedPlaces } from "./places-file";

describe("places data files", () => {
  it("validate against the schema with unique place ids", () => {
    const places = readSeedPlaces();
    expect(places.length).toBeGreaterThan(100);
    expect(new Set(places.map((place) => place.placeId)).size).toBe(places.length);
  });

  it("give every place verified facts: access mode, status, verification date and a source", () => {
    for (const place of readSeedPlaces()) {
      expect(place.facts, place.placeId).not.toBeNull();
      expect(place.facts?.access.mode, place.placeId).toBeTruthy();
      expect(place.facts?.status, place.placeId).toBeTruthy();
      expect(place.facts?.verifiedOn, place.placeId).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(place.facts?.sources.length, place.placeId).toBeGreaterThan(0);
      // Beaches and surf spots say how the water is in each season.
      if (place.category === "Beach" || place.category === "Surf Spot")
        expect(place.facts?.ocean, place.placeId).not.toBeNull();
      // Restaurants say which meals they serve (a closed one may have none).
      if (place.category === "Restaurant" && place.facts?.status === "open")
        expect(place.facts?.meals.length || place.facts?.foodKinds?.length, place.placeId).toBeTruthy();
    }
  });

  it("name the file and the field when an entry is wrong", () => {
    const dir = mkdtempSync(join(tmpdir(), "places-"));
    const bad = { region: "Lihue", places: [{ placeId: "kauai-x", name: "X", category: "Beach", region: "Lihue" }] };
    writeFileSync(join(dir, "lihue.json"), JSON.stringify(bad));
    expect(() => readSeedPlaces(dir)).toThrow(/lihue\.json: places\.0\.area/);
  });

  it("refuse a place outside Kauai", () => {
    const dir = mkdtempSync(join(tmpdir(), "places-"));
    const place = {
      placeId: "kauai-maui-thing",
      name: "Somewhere on Maui",
      category: "Beach",
      region: "Lihue",
      area: "Maui",
      lat: 20.8,
      lon: -156.3,
      source: "test",
      description: "Not on Kauai.",
      facts: null,
    };
    writeFileSync(join(dir, "lihue.json"), JSON.stringify({ region: "Lihue", places: [place] }));
    expect(() => readSeedPlaces(dir)).toThrow(/places\.0\.lat/);
  });
});
