// Activity questions the data can answer (the fifth blind probe's class 11, tuning round 11): "Kalapakī for
// paddleboarding?", "where can my kids try stand up paddle", "surf lesson for a 9 year old", "helicopter with a
// 3 year old?" had got other activities (tubing, horseback) or plain swim beaches. What the directory holds
// answers them: the beaches whose own descriptions name paddleboarding and their water that month, the surf
// school it lists (and its season), and an activity's suitability for the party. Nothing else is said.

import { isVisitable, oceanConditionIn } from "@/shared/schemas/place-facts";
import { placeBlock } from "./answer";
import type { Directory, DirectoryPlace } from "./directory";
import { type ConciergeContext, distanceKm, monthName, unsafeReason } from "./select";
import { normalize } from "./text";
import type { Question } from "./understand";

type Reply = { text: string; picks: DirectoryPlace[] };

const PADDLEBOARD = /\b(paddle ?board\w*|stand ?up paddl\w*|sup|suping|supping)\b/;
const SURF_LESSON =
  /\b(surf(ing)? (lessons?|class(es)?|school|schools|instructors?|camp|coach\w*)|learn(ing)? (how )?to surf|lessons? (to surf|in surfing))\b/;
const HELICOPTER = /\b(helicopter|heli|chopper|doors off)\b/;
const PLACE_PADDLE = /\b(paddleboard\w*|paddle ?boards?|stand-up paddl\w*)\b/i;
const PLACE_LESSON = /\bsurf (schools?|lessons?)\b/i;

type Kinds = { paddle: DirectoryPlace[]; lessons: DirectoryPlace[]; helicopter: DirectoryPlace[] };
const kindsMemo = new WeakMap<Directory, Kinds>();

/** The places whose own descriptions name the activity, found once per loaded directory. */
function kindsOf(directory: Directory): Kinds {
  let kinds = kindsMemo.get(directory);
  if (!kinds) {
    const open = directory.places.filter((p) => isVisitable(p.facts));
    kinds = {
      paddle: open.filter((p) => p.facts?.ocean && PLACE_PADDLE.test(p.description)),
      lessons: open.filter((p) => p.category === "Activity" && PLACE_LESSON.test(`${p.name} ${p.description}`)),
      helicopter: open.filter((p) => p.category === "Activity" && /\bhelicopter\b/i.test(p.name)),
    };
    kindsMemo.set(directory, kinds);
  }
  return kinds;
}

function who(q: Question): string {
  if (q.party.toddler) return "a toddler";
  if (q.party.kids) return "kids";
  if (q.party.beginner) return "beginners";
  return "";
}

/** Whether the directory rates the place for the party ("kids": false is a no, whatever the water). */
function ratedFor(place: DirectoryPlace, q: Question): boolean {
  const s = place.facts?.suitability;
  if (!s) return true;
  if (q.party.toddler && !s.toddlers) return false;
  if (q.party.kids && !q.party.toddler && !s.kids) return false;
  if (q.party.beginner && !s.beginners) return false;
  return true;
}

const VERDICT = { calm: "Usually yes on calm days", caution: "With care", dangerous: "No" } as const;
const WATER = { calm: "usually calm", caution: "usually one to take care in", dangerous: "usually dangerous" } as const;

function waterLine(place: DirectoryPlace, q: Question, activity: string): string {
  const condition = oceanConditionIn(place.facts, q.month);
  const m = monthName(q.month);
  const lifeguard = place.facts?.ocean?.lifeguard ? "" : "; there is no lifeguard";
  if (!ratedFor(place, q))
    return `Not for ${who(q)} - our directory does not rate ${place.name} for ${who(q)}${condition ? `; in ${m} its water is ${WATER[condition]}` : ""}${lifeguard}.`;
  if (!condition)
    return `Our directory has no ocean conditions for ${place.name}, so check with a lifeguard before ${activity}.`;
  return `${VERDICT[condition]} - in ${m} the water at ${place.name} is ${WATER[condition]}${lifeguard}${condition === "dangerous" ? `: no ${activity} there now` : ": check the day's surf and wind before you go out"}.`;
}

function block(places: DirectoryPlace[], q: Question): string[] {
  return placeBlock(
    places.map((place) => ({ place, score: 0, reasons: [] })),
    q,
  );
}

/** Paddleboarding at a named beach, or where to paddleboard. */
function paddleboard(ctx: ConciergeContext, q: Question): Reply | null {
  const place = q.places[0];
  const swim: Question = { ...q, activities: ["swim"] };
  // (Dangerous water that month: the usual "Don't swim at X in January" answer, with its safer places.)
  if (place?.facts?.ocean && oceanConditionIn(place.facts, q.month) === "dangerous") return null;
  if (place?.facts?.ocean) {
    const named = PLACE_PADDLE.test(place.description)
      ? ` From its description: ${place.description.split(/(?<=\.)\s+/).find((s) => PLACE_PADDLE.test(s))}`
      : "";
    const reason = unsafeReason(place, { ...swim, places: [] });
    const m = monthName(q.month);
    const verdict =
      reason && who(q) && ratedFor(place, q)
        ? `Not for ${who(q)} in ${m} - ${place.name} is ${reason}.`
        : waterLine(place, q, "paddleboarding");
    const lines = reason ? [verdict + named] : [verdict + named, "", ...block([place], q)];
    return { text: lines.join("\n"), picks: reason ? [] : [place] };
  }
  if (place) return null;
  const all = kindsOf(ctx.directory).paddle.filter(
    (p) => q.regions.length === 0 || (p.region !== null && q.regions.includes(p.region)),
  );
  const fit = all.filter((p) => unsafeReason(p, swim) === null && ratedFor(p, q));
  const m = monthName(q.month);
  if (fit.length === 0) {
    if (all.length === 0) return null;
    return {
      text: `The beaches our directory lists for paddleboarding (${all.map((p) => p.name).join(", ")}) are not calm enough${who(q) ? ` for ${who(q)}` : ""} in ${m}, so I won't suggest paddling out there now.`,
      picks: [],
    };
  }
  return {
    text: [
      `Where our directory lists stand-up paddleboarding${who(q) ? ` and rates the water for ${who(q)}` : ""} in ${m}:`,
      "",
      ...block(fit.slice(0, 3), q),
    ].join("\n"),
    picks: fit.slice(0, 3),
  };
}

/** A surf lesson: the school the directory lists, its season and the party. */
function surfLesson(ctx: ConciergeContext, q: Question): Reply | null {
  const schools = kindsOf(ctx.directory).lessons;
  if (schools.length === 0) return null;
  const m = monthName(q.month);
  // (The safety rule: no lesson in water that calls for caution that month for kids or beginners - the
  // usual reply, with the south shore's calmer beaches, answers then.)
  const surf: Question = { ...q, activities: ["surf"], places: [] };
  const fit = schools.filter(
    (p) => ratedFor(p, q) && oceanConditionIn(p.facts, q.month) !== "dangerous" && unsafeReason(p, surf) === null,
  );
  if (fit.length === 0) return null;
  const elsewhere =
    q.regions.length > 0 && !schools.some((p) => p.region !== null && q.regions.includes(p.region))
      ? ` Our directory lists no surf school there; the ${schools.length === 1 ? "one it lists is" : "ones it lists are"} on the ${[...new Set(schools.map((p) => p.region))].join(" and ")}.`
      : "";
  if (fit.length === 0)
    return {
      text: `Our directory lists ${schools.map((p) => p.name).join(", ")}, but not as suitable${who(q) ? ` for ${who(q)}` : ""} in ${m}.${elsewhere}`,
      picks: [],
    };
  const school = fit[0] as DirectoryPlace;
  const condition = oceanConditionIn(school.facts, q.month);
  const lead = `For a lesson, our directory lists ${fit.map((p) => `**${p.name}**`).join(" and ")}${who(q) ? `, rated for ${who(q)}` : ""}.${elsewhere} In ${m} the water there is ${condition ? WATER[condition] : "not recorded"}${condition === "caution" ? ": learn only with the instructor, in the inside waves they choose, and let them call it off if the surf is up" : ""}; operators set their own minimum ages, so ask when you book.`;
  return { text: [lead, "", ...block(fit.slice(0, 2), q)].join("\n"), picks: fit.slice(0, 2) };
}

/** "Helicopter with a 3 year old?": the activity's own rating for the party. */
function helicopter(ctx: ConciergeContext, q: Question): Reply | null {
  const place = kindsOf(ctx.directory).helicopter[0];
  if (!place || !who(q) || q.party.beginner) return null;
  if (ratedFor(place, q)) return { text: `${place.name}: our directory rates them for ${who(q)}.`, picks: [place] };
  const notes = place.facts?.safetyNotes.join(" ") ?? "";
  return {
    text: `Probably not for ${who(q)} - our directory does not rate ${place.name} as suitable for ${who(q)}; operators set their own minimum ages and weight rules, so ask before you book.${notes ? ` ${notes}` : ""}`,
    picks: [],
  };
}

const HOTEL_ON_BEACH =
  /\b(hotels?|resorts?|condos?|places? to stay|where to stay|accommodation)\b(?: \w+){0,6} (calm|safe|swimm\w*|gentle|protected)\b(?: \w+){0,3} (beach|water|swimming)\b|\b(calm|safe|swimm\w*) beach (right )?(in front|out front|at the door|on (the )?property)\b/;

/** Hotels whose nearest beach (within about a kilometre) is usually calm and safe for this party that month. */
function hotelsOnCalmBeaches(ctx: ConciergeContext, q: Question): Reply | null {
  const swim: Question = { ...q, activities: ["swim"], categories: [], places: [] };
  const beaches = ctx.directory.places.filter(
    (p) => p.category === "Beach" && p.facts?.ocean && p.latitude !== null && p.longitude !== null,
  );
  const found: { hotel: DirectoryPlace; beach: DirectoryPlace }[] = [];
  for (const hotel of ctx.directory.places) {
    if (hotel.category !== "Hotel" || !isVisitable(hotel.facts) || hotel.latitude === null || hotel.longitude === null)
      continue;
    if (q.regions.length > 0 && (hotel.region === null || !q.regions.includes(hotel.region))) continue;
    let best: { beach: DirectoryPlace; km: number } | null = null;
    for (const beach of beaches) {
      const km = distanceKm(hotel.latitude, hotel.longitude, beach.latitude as number, beach.longitude as number);
      if (km <= 1 && (!best || km < best.km)) best = { beach, km };
    }
    if (!best) continue;
    if (oceanConditionIn(best.beach.facts, q.month) !== "calm" || unsafeReason(best.beach, swim) !== null) continue;
    found.push({ hotel, beach: best.beach });
  }
  const m = monthName(q.month);
  if (found.length === 0)
    return {
      text: `None of the hotels in our directory${q.regions.length ? ` there` : ""} sits by a beach that is usually calm${who(q) ? ` for ${who(q)}` : ""} in ${m}. Stay where you like and drive to a calm, lifeguarded beach.`,
      picks: [],
    };
  const shown = found.slice(0, 3);
  return {
    text: [
      `Hotels in our directory beside a beach that is usually calm in ${m} (the beach's own season; always check the day's surf):`,
      "",
      ...shown.map(
        ({ hotel, beach }, i) =>
          `${i + 1}. **${hotel.name}** (${hotel.region ?? "Kauaʻi"}) - by **${beach.name}**${beach.facts?.ocean?.lifeguard ? ", which has a lifeguard tower" : ", with no lifeguard"}. ${hotel.description.split(/(?<=\.)\s+/)[0]}`,
      ),
    ].join("\n"),
    picks: shown.flatMap(({ hotel, beach }) => [hotel, beach]).slice(0, 3),
  };
}

const HOTEL_BEACH_ASKED =
  /\b(on|by|near|at|have|has) (a |the )?(swimming|swimmable|calm|safe|nice|good|sandy) beach\b|\bbeach (right )?(in front|out front|at the door)\b|\b(swim|swimming) (right )?(in front|out front|there|at the beach|from the (hotel|resort))\b|\bbeachfront\b/;

/** "Kauaʻi Shores hotel - is it on a swimming beach?": the beach beside it, or the nearest calm one. */
function namedHotelBeach(ctx: ConciergeContext, q: Question, hotel: DirectoryPlace): Reply | null {
  if (hotel.latitude === null || hotel.longitude === null) return null;
  const swim: Question = { ...q, activities: ["swim"], categories: [], places: [] };
  const m = monthName(q.month);
  const ranked = ctx.directory.places
    .filter((p) => p.category === "Beach" && p.facts?.ocean && p.latitude !== null && p.longitude !== null)
    .map((beach) => ({
      beach,
      km: distanceKm(
        hotel.latitude as number,
        hotel.longitude as number,
        beach.latitude as number,
        beach.longitude as number,
      ),
    }))
    .sort((a, b) => a.km - b.km);
  const beside = ranked[0] && ranked[0].km <= 1 ? ranked[0].beach : null;
  const calm = ranked.find(
    ({ beach }) => oceanConditionIn(beach.facts, q.month) === "calm" && unsafeReason(beach, swim) === null,
  );
  const lines: string[] = [];
  if (beside) {
    const condition = oceanConditionIn(beside.facts, q.month);
    lines.push(
      `${hotel.name} is by ${beside.name}: in ${m} its water is ${condition ? WATER[condition] : "not recorded"}${beside.facts?.ocean?.lifeguard ? "" : ", and there is no lifeguard"}.`,
    );
  } else lines.push(`Our directory puts no beach within about a kilometre of ${hotel.name}.`);
  const also = calm && calm.beach !== beside ? calm : null;
  if (also)
    lines.push(
      `The nearest beach that is usually calm${who(q) ? ` for ${who(q)}` : ""} in ${m} is ${also.beach.name}, about ${Math.max(1, Math.round(also.km * 0.62))} mile${also.km * 0.62 >= 1.5 ? "s" : ""} away in a straight line.`,
    );
  const shown = [beside, also?.beach].filter((p): p is DirectoryPlace => !!p && unsafeReason(p, swim) === null);
  return { text: [lines.join(" "), "", ...block(shown, q)].join("\n"), picks: [hotel, ...shown].slice(0, 3) };
}

/** The activity asked about, answered from the directory's own facts; null when the message asks no such thing. */
export function activityAnswer(ctx: ConciergeContext, q: Question, message: string): Reply | null {
  const text = normalize(message);
  if (PADDLEBOARD.test(text) && !/\b(rent|rental|rentals|hire|buy)\b/.test(text)) return paddleboard(ctx, q);
  if (SURF_LESSON.test(text) && q.places.every((p) => p.category === "Activity")) return surfLesson(ctx, q);
  if (HOTEL_ON_BEACH.test(text) && q.places.length === 0) return hotelsOnCalmBeaches(ctx, q);
  const hotel = q.places[0];
  if (hotel?.category === "Hotel" && q.places.length === 1 && HOTEL_BEACH_ASKED.test(text))
    return namedHotelBeach(ctx, q, hotel);
  if (
    HELICOPTER.test(text) &&
    !q.excludedActivities.includes("helicopter") &&
    q.places.length === 0 &&
    (q.party.toddler || q.party.kids)
  )
    return helicopter(ctx, q);
  return null;
}
