// Practical needs on the road (the fourth blind probe's class 10): "nearest restroom to Wailua Falls", "the
// toddler needs a bathroom, we're at the swinging bridge", "public showers near Hanalei", "where can I fill
// up water bottles near the Kalalau trailhead". They had got sightseeing cards (or a drive time) as if they
// were the answer. The directory does record each place's facilities ("Restrooms", "Showers") and its notes
// on drinking water, so the reply says what the place asked about records, then the nearest places whose
// listing records what is needed. Things the directory does not list at all (gas stations, grocery stores,
// wifi, shops for everyday items) are the "no verified information" table's (side-questions.ts).

import { isVisitable } from "@/shared/schemas/place-facts";
import type { DirectoryPlace } from "./directory";
import { TOWN_POINTS } from "./knowledge-base";
import { type ConciergeContext, distanceKm, unsafeReason } from "./select";
import type { Question } from "./understand";

type Reply = { text: string; picks: DirectoryPlace[] };

const RESTROOM =
  /\b(restrooms?|rest rooms?|bathrooms?|toilets?|loos?|potty|washrooms?|comfort stations?|(public|outdoor|beach|fresh ?water|hot) showers?|showers? (near|at|by|in|to rinse|after)|rinse off)\b/;
/** "Any showers later today?" is the weather. */
const WEATHER = /\b(rain\w*|forecast|weather|later today|this afternoon|tomorrow|passing)\b/;
/** Looking for one nearby (not "does X have restrooms?", which the place's own answer gives). */
const NEARBY =
  /\b(nearest|closest|near|nearby|close by|around|public|where|any|find|needs?|has to (go|pee)|gotta go|is there|are there|urgently)\b/;
const REFILL =
  /\b(fill up|fill|refill|top up)\b(?: \w+){0,2} (water|water bottles?|bottles?|hydration packs?)\b|\bwater (refill|fountains?|stations?|spigots?)\b|\bdrinking fountains?\b/;
const WATER_NOTE = /\b(drinking water|no water|potable|(bring|carry) (plenty of |enough )?water|stream water)\b/i;

const KM_PER_MILE = 1.609;

/** Where the visitor is: the place named, the "near X" point, or the town named. */
function originOf(
  ctx: ConciergeContext,
  q: Question,
): { lat: number; lon: number; label: string; place?: DirectoryPlace } | null {
  // ("Toilets near Wailua Falls": the falls are the "near" point.)
  const place = q.places[0] ?? (q.anchor?.placeId ? ctx.directory.byId.get(q.anchor.placeId) : undefined);
  if (place && place.latitude !== null && place.longitude !== null)
    return { lat: place.latitude, lon: place.longitude, label: place.name, place };
  if (q.anchor) return { lat: q.anchor.lat, lon: q.anchor.lon, label: q.anchor.label };
  const town = q.towns[0];
  if (town) return { lat: TOWN_POINTS[town][0], lon: TOWN_POINTS[town][1], label: town };
  return null;
}

function sentencesOf(place: DirectoryPlace): string[] {
  const facts = place.facts;
  return [place.description, facts?.access.note ?? "", ...(facts?.safetyNotes ?? [])]
    .flatMap((t) => t.split(/(?<=[.;])\s+/))
    .map((s) => s.trim())
    .filter(Boolean);
}

function sentence(text: string): string {
  const t = text.replace(/[;,:]\s*$/, "");
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? "" : "."}`;
}

function restroomReply(ctx: ConciergeContext, q: Question): Reply | null {
  const showers =
    /\b(showers?|rinse off)\b/.test(q.searchText) && !/\b(restrooms?|bathrooms?|toilets?)\b/.test(q.searchText);
  const wanted = showers ? /\bshowers?\b/i : /\b(restrooms?|toilets?)\b/i;
  const what = showers ? "showers" : "restrooms";
  const origin = originOf(ctx, q);
  const lines: string[] = [];
  const here = origin?.place;
  if (here) {
    const listed = here.facilities.filter((f) => wanted.test(f));
    const note = sentencesOf(here).find((s) => /\b(restrooms?|toilets?|bathrooms?|showers?)\b/i.test(s));
    lines.push(
      listed.length > 0
        ? `${here.name} lists ${listed.map((f) => f.toLowerCase()).join(" and ")}${note ? `: ${sentence(note)}` : "."}`
        : note
          ? `At ${here.name}: ${sentence(note)}`
          : `Our directory doesn't record ${what} at ${here.name}${here.facilities.length > 0 ? ` (its listing has: ${here.facilities.join(", ").toLowerCase()})` : ""}, so don't count on any there.`,
    );
  }
  // ("A beach with a bathroom right there": a beach is asked for, with restrooms - the search's.)
  if (!origin && q.categories.length > 0) return null;
  if (!origin) {
    lines.push(
      `I don't keep a map of public ${what}. Tell me where you are (a town or a place) and I'll name the nearest places whose listing records them; many beach parks have them.`,
    );
    return { text: lines.join("\n\n"), picks: [] };
  }
  const near = ctx.directory.places
    .filter(
      (p) =>
        p !== here &&
        p.latitude !== null &&
        p.longitude !== null &&
        p.facilities.some((f) => wanted.test(f)) &&
        // (A tour's or a lesson's facilities are for its guests.)
        p.category !== "Activity" &&
        p.facts?.access.mode !== "tour-only" &&
        isVisitable(p.facts) &&
        unsafeReason(p, q) === null,
    )
    .map((p) => ({ p, km: distanceKm(origin.lat, origin.lon, p.latitude as number, p.longitude as number) }))
    .filter((x) => x.km < 16)
    .sort((a, b) => a.km - b.km)
    .slice(0, 3);
  if (near.length === 0) {
    lines.push(
      `No place in our directory within about 10 miles of ${origin.label} records ${what}; ask at a shop or restaurant, or search a map app.`,
    );
    return { text: lines.join("\n\n"), picks: [] };
  }
  lines.push(
    `The nearest places in our directory whose listing records ${what} (straight-line distance from ${origin.label}; I don't keep a map of every public ${what.replace(/s$/, "")}):`,
    near
      .map(({ p, km }) => {
        const miles = Math.max(1, Math.round(km / KM_PER_MILE));
        return `- **${p.name}** (${p.region ?? "Kauaʻi"}) - about ${miles} mile${miles === 1 ? "" : "s"} away; listed: ${p.facilities.join(", ").toLowerCase()}.`;
      })
      .join("\n"),
  );
  return { text: lines.join("\n\n"), picks: near.map((x) => x.p) };
}

function refillReply(q: Question): Reply | null {
  const place = q.places[0];
  const lead =
    "I don't keep a list of water refill stations or stores, so I can't point you to one - fill up where you are staying before you set out.";
  if (!place) return { text: lead, picks: [] };
  const notes = [...new Set(sentencesOf(place).filter((s) => WATER_NOTE.test(s)))];
  return {
    text: notes.length > 0 ? `${lead}\n\nAt ${place.name}: ${notes.map(sentence).join(" ")}` : lead,
    picks: [],
  };
}

/** The reply to a practical need the directory's facilities answer (restrooms, showers, water), or null. */
export function practicalNeed(ctx: ConciergeContext, q: Question): Reply | null {
  const text = q.searchText;
  if (REFILL.test(text)) return refillReply(q);
  if (!RESTROOM.test(text) || !NEARBY.test(text) || WEATHER.test(text)) return null;
  // ("Does Lydgate have restrooms?": the place's own answer; "nearest restroom to Lydgate": this one.)
  if (q.places.length > 0 && !/\b(nearest|closest|near|nearby|close by|around|needs?|gotta|has to)\b/.test(text))
    return null;
  return restroomReply(ctx, q);
}
