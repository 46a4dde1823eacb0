// The beach in front of a hotel or restaurant (issue 15; the ninth blind probe's class 1, session 12): "is the beach
// at 1 Hotel safe for our toddler in January", "snorkeling right off the Marriott", "can my kids swim by the Tahiti
// Nui" had been answered about the building ("fine for most visitors, including a toddler"), with no word on the
// water. Each pairing below is stated by the directory's own record of the hotel or restaurant (its description or
// safety notes, src/server/db/seed/places/); a place whose record names no beach in the directory is not listed,
// and a water question about it is answered as having no verified ocean conditions.

import type { Directory, DirectoryPlace } from "./directory";
import { distanceKm } from "./select";

/** Hotel or restaurant → the beach (or shore entry) its record places it on, above or beside. */
export const FRONT_BEACH: Readonly<Record<string, string>> = {
  // "A large resort on Kalapakī Beach, the former Kauaʻi Marriott".
  "kauai-royal-sonesta": "kauai-kalapaki-beach",
  // "A beachfront restaurant on Kalapakī Bay".
  "kauai-dukes-kauai": "kauai-kalapaki-beach",
  // "across from Kalapakī Beach".
  "kauai-kalapaki-beach-hut": "kauai-kalapaki-beach",
  // "Tiered down the cliff to the beach ... across Hanalei Bay"; "The beach below faces Hanalei Bay's winter swells".
  "kauai-1-hotel-hanalei-bay": "kauai-hanalei-bay",
  // "A condominium resort in Princeville above Hanalei Bay".
  "kauai-hanalei-bay-resort": "kauai-hanalei-bay",
  // "A sprawling resort above Shipwreck Beach"; "The beach in front (Keoneloa, Shipwreck Beach) is unguarded".
  "kauai-grand-hyatt": "kauai-shipwreck-beach",
  // "running down to the beach next to Poʻipū Beach Park".
  "kauai-kiahuna-plantation": "kauai-poipu-beach",
  // "a short walk from Kōloa Landing" (the shore-dive and snorkel entry, filed as an activity with its own water).
  "kauai-koloa-landing-resort": "kauai-koloa-landing",
  // The Beach House Restaurant stands on Lāwaʻi Beach, whose aliases are "Beach House Beach" and "Beach House snorkel".
  "kauai-beach-house-restaurant": "kauai-lawai-beach",
};

/** How near a hotel's nearest beach must be to count as the one in front of it when its record names none. */
const NEAREST_BEACH_KM = 1.5;

/**
 * The beach in front of a hotel or restaurant: the one its record names (the table above), else for a hotel the
 * nearest ocean beach within NEAREST_BEACH_KM (round 9's rule, kept for hotels the table does not list); or null.
 */
export function frontBeach(directory: Directory, place: DirectoryPlace): DirectoryPlace | null {
  const id = FRONT_BEACH[place.placeId];
  if (id) return directory.byId.get(id) ?? null;
  if (place.category !== "Hotel" || place.latitude === null || place.longitude === null) return null;
  const [lat, lon] = [place.latitude, place.longitude];
  const nearest = directory.places
    .filter((p) => p.category === "Beach" && p.facts?.ocean && p.latitude !== null && p.longitude !== null)
    .map((p) => ({ p, km: distanceKm(lat, lon, p.latitude as number, p.longitude as number) }))
    .sort((x, y) => x.km - y.km)[0];
  return nearest && nearest.km < NEAREST_BEACH_KM ? nearest.p : null;
}
