import type { PlaceCategory } from "@/shared/constants";
import type { DirectoryPlace } from "./directory";

// Reservations asked about a restaurant, a tour or a stay (issue 15, tuning round 10, probe 4 class 9): "does Bar
// Acuda take reservations?" got "No permit or reservation is needed" although nothing was recorded, and "book me a
// table at Merriman's" got "No permit is needed" - a permit nobody asked about.

/** Places one books (a table, a tour, a room): no recorded reservation fact means unknown, not "none needed". */
export const BOOKABLE: ReadonlySet<PlaceCategory> = new Set<PlaceCategory>(["Restaurant", "Activity", "Hotel"]);

/** The question is about booking a table, a seat or a room, not a permit. */
export function asksTable(text: string): boolean {
  return (
    /\b(reservations?|reserve|book|booking|table|walk ins?|walk in)\b/.test(text) && !/\b(permit|permits)\b/.test(text)
  );
}

/** "Book me a table", "can you reserve...": the concierge cannot make bookings. */
export function cannotBookLead(text: string): boolean {
  return (
    /\b(can|could|would|will) you (please )?(book|reserve|buy|order|pay for|make a reservation)\b/.test(text) ||
    /^(please )?(book|reserve|get) (me|us)\b(?: \w+){0,3} (a |the )?(table|seat|seats|room|tickets?|spot|spots|reservation)\b/.test(
      text,
    )
  );
}

export function unrecordedReservation(place: DirectoryPlace): string {
  return `My directory doesn't record whether ${place.name} takes or needs reservations, so call ahead or check its website before you go.`;
}

const NEEDED =
  /\b(reservations?|book(ing)? ahead|book in advance|reserve ahead)\b(?: \w+){0,2} (needed|required|necessary|recommended|a must)\b|\b(need|needs|require|requires|should (we|i)|do (we|i) have to) (\w+ ){0,2}(reservations?|book|reserve)\b|\breservations?\b$/;

/**
 * "Sunset dinner tonight in Poʻipū, reservation needed?": a list answered with each place's recorded reservation
 * note (or that none is recorded) first, so the yes/no the visitor asked is not lost under the list.
 */
export function listReservationLead(text: string, picks: readonly DirectoryPlace[]): string | null {
  // ("Sunset spot, no reservations": a wish for places without one, not a question - session 12, probe 8.)
  if (
    !NEEDED.test(text) ||
    picks.length < 2 ||
    /\b(no|without|don t need|dont need|doesn t need|doesnt need|does not need|do not need|not needing|that need no|needing no) (a |any )?(reservations?|booking|bookings)\b/.test(
      text,
    )
  )
    return null;
  const lines = picks.slice(0, 3).map((p) => {
    const r = p.facts?.reservation;
    if (r?.required) return `- ${p.name}: yes, book ahead. ${r.note}`;
    if (r) return `- ${p.name}: ${r.note}`;
    return BOOKABLE.has(p.category) ? `- ${p.name}: not recorded - call ahead.` : `- ${p.name}: no reservation needed.`;
  });
  // (The yes/no first, from the notes: required somewhere, recommended at most, or not needed anywhere - round 11.)
  const shown = picks.slice(0, 3);
  const required = shown.filter((p) => p.facts?.reservation?.required).length;
  const advised = shown.filter(
    (p) =>
      p.facts?.reservation &&
      !p.facts.reservation.required &&
      /\b(recommend|suggest|advis|book)/i.test(p.facts.reservation.note),
  ).length;
  const lead =
    required > 0
      ? `Yes at ${required === shown.length ? "all of these" : "some of these"} - book ahead.`
      : advised * 2 >= shown.length
        ? "Recommended - most of these suggest booking ahead."
        : "";
  return `${lead ? `${lead}\n` : ""}Reservations, place by place:\n${lines.join("\n")}`;
}
