import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "@/server/lib/project-root";
import { type SeedPlace, seedPlacesFileSchema } from "@/shared/schemas/place-facts";

// The seeded places directory is data, not code: one JSON file per region under
// src/server/db/seed/places/, validated with zod when read (at seed time), never bundled.
// docs/seed-data.md lists the sources behind every entry and every correction made.

export const PLACES_DATA_DIR = join("src", "server", "db", "seed", "places");

export function placesDataDir(root = projectRoot()): string {
  return join(root, PLACES_DATA_DIR);
}

/** Reads and validates every places file; throws with the file and the field when one is wrong. */
export function readSeedPlaces(dir = placesDataDir()): SeedPlace[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const places: SeedPlace[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const parsed = seedPlacesFileSchema.safeParse(JSON.parse(readFileSync(join(dir, file), "utf8")));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${file}: ${issue?.path.join(".")}: ${issue?.message}`);
    }
    for (const place of parsed.data.places) {
      if (place.region !== parsed.data.region)
        throw new Error(`${file}: ${place.placeId} is not in ${parsed.data.region}`);
      if (seen.has(place.placeId)) throw new Error(`${file}: duplicate placeId ${place.placeId}`);
      seen.add(place.placeId);
      places.push(place);
    }
  }
  return places;
}
