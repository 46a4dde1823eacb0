// The beach in front of a hotel or restaurant (issue 15; the ninth blind probe's class 1, session 12): "is the beach
// at 1 Hotel safe for our toddler in January", "snorkeling right off the Marriott", "can my kids swim by the Tahiti
// Nui" had been answered about the building ("fine for most visitors, including a toddler"), with no word on the
// water. Each pairing below is stated by the directory's own record of the hotel or restaurant (its description or
// safety notes, src/server/db/seed/places/); a place whose record names no beach in the directory is not listed,
// and a water question about it is answered as having no verified ocean conditions.

import type { Directory, DirectoryPlace } from "./directory";

/** Hotel or restaurant → the beach its record places it on or above. */
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
  // The Beach House Restaurant stands on Lāwaʻi Beach, whose aliases are "Beach House Beach" and "Beach House snorkel".
  "kauai-beach-house-restaurant": "kauai-lawai-beach",
};

/** The beach in front of a hotel or restaurant, or null when its record names none. */
export function frontBeach(directory: Directory, place: DirectoryPlace): DirectoryPlace | null {
  const id = FRONT_BEACH[place.placeId];
  return id ? (directory.byId.get(id) ?? null) : null;
}

/** A swim, snorkel or beach-safety question about the water at a hotel or restaurant. */
export const WATER_AT_A_BUILDING =
  /\b(swim\w*|snorkel\w*|boogie\w*|bodyboard\w*|get in the water|go in the water|in the water|the beach|beach (at|in front|out front|below|by)|right off|out front|in front)\b/;
