import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { businesses, placesDirectory } from "@/server/db/schema/directory";
import type { Logger } from "@/server/lib/logger";
import { PLACE_CATEGORIES, type PlaceCategory, type PlaceType, type Region } from "@/shared/constants";
import { isSponsorshipInForce, kauaiDay } from "@/shared/schemas/admin-businesses";
import { type PlaceFacts, placeFactsSchema } from "@/shared/schemas/place-facts";
import { normalize, tokens } from "./text";

/** Facts as stored; a row an older version or a bad edit left malformed counts as unverified. */
function parseFacts(value: unknown): PlaceFacts | null {
  if (value == null) return null;
  const parsed = placeFactsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export type DirectoryPlace = {
  placeId: string;
  name: string;
  category: PlaceCategory;
  placeType: PlaceType;
  region: Region | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  description: string;
  imageUrl: string | null;
  aliases: string[];
  bestTimeToVisit: string | null;
  difficultyLevel: string | null;
  entranceFee: string | null;
  facilities: string[];
  websiteUrl: string | null;
  isSponsored: boolean;
  /** Verified facts (access, safety, seasons, meals, hours); null while the place is unverified. */
  facts: PlaceFacts | null;
  /** Normalised name and aliases (3+ characters), for matching text. */
  names: string[];
  /** Normalised words of name, aliases, description, category and region, for ranking. */
  words: Set<string>;
  text: string;
};

export type Directory = { places: DirectoryPlace[]; byId: Map<string, DirectoryPlace> };

/** Town and area words: never a place's short name on their own ("Wailua" is not Wailua Beach). */
const AREA_WORDS = new Set(
  "hanalei princeville kilauea kapaa wailua lihue koloa poipu hanapepe waimea kekaha kokee haena anahola kealia kalalau napali nawiliwili kalaheo lawai wainiha anini kalihiwai moloaa mahaulepu hanamaulu kipu puhi eleele".split(
    " ",
  ),
);

const NAME_SUFFIXES = /^(.+?) (beach park|beach|park|falls|trail|lookout|point|bay|cave|dry cave|wet cave)$/;

/** How visitors write a name: as written, without the possessive ("Brennecke" for "Brennecke's Beach"),
 * with "waterfall" for "falls", and a Hawaiian name without its generic last word ("Lumahai"). */
export function nameVariants(name: string): string[] {
  const plain = normalize(name);
  const out = new Set([plain]);
  const possessive = /['’]s\b/i.test(name);
  const noPossessive = normalize(name.replace(/['’]s\b/gi, ""));
  out.add(noPossessive);
  if (/\bfalls\b/.test(plain)) {
    out.add(plain.replace(/\bfalls\b/, "waterfall"));
    out.add(plain.replace(/\bfalls\b/, "waterfalls"));
  }
  const stem = NAME_SUFFIXES.exec(noPossessive)?.[1];
  // Only a distinctive stem: a possessive name ("brennecke") or one long Hawaiian word ("maniniholo").
  if (
    stem &&
    !stem.includes(" ") &&
    stem.length >= 6 &&
    !AREA_WORDS.has(stem) &&
    (possessive || /^[aeiouhklmnpw]+$/.test(stem))
  )
    out.add(stem);
  return [...out];
}

/** Active places shown in chat, joined with their business entry (website, sponsorship) when one exists. */
export async function loadDirectory(db: Db): Promise<Directory> {
  const [placeRows, businessRows] = await Promise.all([
    db.select().from(placesDirectory).where(eq(placesDirectory.isActive, true)),
    db.select().from(businesses).where(eq(businesses.isActive, true)),
  ]);
  const businessByPlace = new Map(
    businessRows.filter((b) => b.placeId && b.showInChat).map((b) => [b.placeId as string, b]),
  );
  // A business's aliases name the place it is joined to, unless they are another place's own name (the
  // garden trust that runs Allerton also lists "Limahuli Garden", which is a place of its own).
  const ownNames = new Map<string, string>();
  for (const row of placeRows)
    for (const name of [row.name, ...row.aliases].flatMap(nameVariants)) ownNames.set(name, row.placeId);
  const places = placeRows
    .filter((row) => row.showInChat)
    .map((row): DirectoryPlace => {
      const business = businessByPlace.get(row.placeId);
      const category = (row.category in PLACE_CATEGORIES ? row.category : "Other") as PlaceCategory;
      const businessNames = (business ? [business.name, ...business.aliases] : []).filter((alias) =>
        nameVariants(alias).every((variant) =>
          [...ownNames].every(
            ([name, placeId]) => placeId === row.placeId || name.length < 6 || !` ${variant} `.includes(` ${name} `),
          ),
        ),
      );
      const aliases = [...row.aliases, ...businessNames];
      const names = [row.name, ...aliases].flatMap(nameVariants).filter((name) => name.length >= 3);
      const text = normalize(
        [
          row.name,
          ...aliases,
          row.description ?? "",
          category,
          row.region ?? "",
          row.address ?? "",
          row.bestTimeToVisit ?? "",
          row.entranceFee ?? "",
          row.facilities.join(" "),
        ].join(" "),
      );
      return {
        placeId: row.placeId,
        name: row.name,
        category,
        placeType: PLACE_CATEGORIES[category],
        region: (row.region as Region | null) ?? null,
        address: row.address,
        latitude: row.latitude,
        longitude: row.longitude,
        description: row.description ?? "",
        imageUrl: row.imageUrl,
        aliases,
        bestTimeToVisit: row.bestTimeToVisit,
        difficultyLevel: row.difficultyLevel,
        entranceFee: row.entranceFee,
        facilities: row.facilities,
        websiteUrl: business?.websiteUrl ?? null,
        // Sponsored only inside the sponsorship window (Kauai's date; the cache reloads every minute).
        isSponsored: business ? isSponsorshipInForce(business, kauaiDay(new Date())) : false,
        facts: parseFacts(row.facts),
        names: [...new Set(names)],
        words: new Set(tokens(text)),
        text,
      };
    })
    .sort((a, b) => a.placeId.localeCompare(b.placeId));
  return { places, byId: new Map(places.map((place) => [place.placeId, place])) };
}

const fingerprints = new WeakMap<Directory, string>();

/** The directory's content as text (the word sets are derived from the text and left out). */
function fingerprintOf(directory: Directory): string {
  let print = fingerprints.get(directory);
  if (print === undefined) {
    print = JSON.stringify(directory.places, (key, value) => (key === "words" ? undefined : value));
    fingerprints.set(directory, print);
  }
  return print;
}

/**
 * Caches the directory: the chat reads it on every message. After `ttlMs` the next read answers at
 * once with the directory it has and reloads it in the background; when nothing changed, the same
 * directory object is kept, so the concierge's search index and per-place caches (built per
 * directory object, 20-60 ms of CPU) are not rebuilt every minute for nothing, and no visitor's
 * message waits for the reload. `invalidate()` (every admin write to places or businesses, also
 * from other instances through the cache notifications) makes the next read wait for fresh data.
 * A directory older than five TTLs (nothing read it for minutes, or reloads keep failing) is not
 * served: that read waits for a fresh load. With `ttlMs` 0 (tests) every read loads afresh and waits.
 */
export function createDirectoryCache(db: Db, ttlMs = 60_000, logger?: Logger) {
  const maxStaleMs = ttlMs * 5;
  type Entry = { at: number; directory: Promise<Directory> };
  let cached: Entry | null = null;
  let refreshing = false;
  // Hits and misses since start, for the admin System tab and /metrics.
  const counts = { hits: 0, misses: 0 };
  const loadFresh = (now: number): Promise<Directory> => {
    const directory = loadDirectory(db);
    const entry: Entry = { at: now, directory };
    cached = entry;
    directory.catch(() => {
      if (cached === entry) cached = null;
    });
    return directory;
  };
  const refreshInBackground = (current: Entry, now: number) => {
    if (refreshing) return;
    refreshing = true;
    Promise.all([current.directory, loadDirectory(db)])
      .then(([old, fresh]) => {
        if (cached !== current) return; // invalidated meanwhile: the newer load wins
        const same = fingerprintOf(old) === fingerprintOf(fresh);
        cached = { at: now, directory: same ? current.directory : Promise.resolve(fresh) };
      })
      // Keep answering with what we have (for up to five TTLs); the next read tries again.
      .catch((error: unknown) => {
        logger?.warn({ err: error }, "reloading the places directory failed; the loaded one is still used");
      })
      .finally(() => {
        refreshing = false;
      });
  };
  return {
    stats: () => ({ ...counts }),
    get(now = Date.now()): Promise<Directory> {
      if (cached && now - cached.at <= ttlMs) {
        counts.hits++;
        return cached.directory;
      }
      if (!cached || ttlMs === 0 || now - cached.at > maxStaleMs) {
        counts.misses++;
        return loadFresh(now);
      }
      // Served from the cache while it reloads behind.
      counts.hits++;
      refreshInBackground(cached, now);
      return cached.directory;
    },
    invalidate() {
      cached = null;
    },
  };
}
export type DirectoryCache = ReturnType<typeof createDirectoryCache>;
