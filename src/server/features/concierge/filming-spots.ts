// Film locations (session 13; dev21 and dev24 each held it, blind): "jurassic park filming spots but no
// helicopter, i get airsick" got Kalalau Lookout, the Kalalau Trail and Poʻipū Beach, and "where was jurassic park
// filmed" only the helicopter-seen falls. The places whose own description says a film was made there answer it:
// the ones a visitor can reach (a roadside lookout, a garden or ranch tour), and the helicopter-only falls named as
// seen from a helicopter tour - or, when the visitor rules helicopters out, said to be left out.

import { isVisitable } from "@/shared/schemas/place-facts";
import { placeBlock } from "./answer";
import type { DirectoryPlace } from "./directory";
import { type ConciergeContext, unsafeReason } from "./select";
import { normalize } from "./text";
import type { Question } from "./understand";

type Reply = { text: string; picks: DirectoryPlace[] };

/** Films a visitor may name, as the places' descriptions spell them. */
const FILMS: [RegExp, string][] = [
  [/\bjurassic (park|world)\b|\bjurassic\b(?! falls)/, "Jurassic Park"],
  [/\braiders\b|\bindiana jones\b|\blost ark\b/, "Raiders of the Lost Ark"],
  [/\bpirates of the caribbean\b/, "Pirates of the Caribbean"],
  [/\bgilligan ?s? island\b|\bgilligan\b/, "Gilligan's Island"],
  [/\boutbreak\b/, "Outbreak"],
];
const FILM_WORDS = /\b(movies?|films?|filmed|filming)\b/;
const SPOTS_ASKED =
  /\b(spots?|locations?|sites?|places?|where|see|visit|tours?|sets?|filmed|filming|scenes?|things?|stuff)\b/;
/** "Jurassic Falls", "the jurassic park waterfall": the named falls, answered by the named-place path. */
const NAMED_FALLS = /\bjurassic (park )?(falls|waterfalls?)\b/;
const NO_HELICOPTER =
  /\b(no|not|without|skip|skipping|avoid|hate|afraid of|scared of)\b[^.!?]{0,30}\b(helicopters?|heli|chopper|flying|fly)\b|\b(helicopters?|heli|chopper)\b[^.!?]{0,20}\b(too (pricey|expensive)|out|not for us|no way)\b|\bairsick\b/;

const FILMED = /\bfilm(ed|ing)?\b|\bfilm set\b|\bseen in\b|\ba jurassic park location\b/i;

/** The film locations asked about, or null when the message is not about film locations. */
export function filmingSpotsAnswer(ctx: ConciergeContext, q: Question, message: string): Reply | null {
  if (!["recommend", "unclear", "howto"].includes(q.act)) return null;
  const said = normalize(message);
  if (NAMED_FALLS.test(said)) return null;
  const film = FILMS.find(([pattern]) => pattern.test(said))?.[1] ?? null;
  if (!film && !FILM_WORDS.test(said)) return null;
  if (!SPOTS_ASKED.test(said)) return null;
  // (A visitor asking about one named place - "was hanapepe valley in jurassic park?" - is answered about it.)
  if (q.places.some((p) => !FILMED.test(p.description) && p.facts?.access.mode !== "helicopter-only")) return null;
  // ("Manawaiopuna (Jurassic) Falls" says it in its name.)
  const filmed = ctx.directory.places.filter((p) =>
    film
      ? (FILMED.test(p.description) && p.description.includes(film)) || p.name.includes(film.split(" ")[0] as string)
      : FILMED.test(p.description),
  );
  if (filmed.length === 0) return null;
  // ("The kayak tour where they filmed Raiders": the one the visitor describes.)
  const described = filmed.filter((p) => q.activities.some((a) => `${p.name} ${p.description}`.includes(a)));
  if (described.length > 0) filmed.splice(0, filmed.length, ...described);
  const noHelicopter = NO_HELICOPTER.test(said);
  const fromAir = filmed.filter((p) => p.facts?.access.mode === "helicopter-only");
  // ("Which beach was it filmed at": a beach to see, not to swim at - its water warning is in its notes.)
  const visits = filmed.filter((p) => isVisitable(p.facts) && unsafeReason(p, { ...q, categories: [] }) === null);
  const gone = filmed.filter((p) => !isVisitable(p.facts) && p.facts?.access.mode !== "helicopter-only");
  const tour = noHelicopter
    ? null
    : (ctx.directory.places.find(
        (p) =>
          p.facts?.access.mode === "tour-only" &&
          /\bhelicopter\b/i.test(p.name) &&
          isVisitable(p.facts) &&
          unsafeReason(p, q) === null,
      ) ?? null);
  const ranked = visits.sort((a, b) => reach(a) - reach(b)).slice(0, 3);
  const picks = [...ranked, ...(tour && fromAir.length > 0 && ranked.length < 3 ? [tour] : [])];
  const what = film ? `${film} filming locations` : "film locations";
  const lines = [
    (described.length === 1 || filmed.length === 1) && ranked.length === 1
      ? `It's ${ranked[0]?.name}: ${film ? `a ${film} filming location` : "a film location"} our directory lists.`
      : ranked.length > 0
        ? `${film ? `${film} was filmed in several places on Kauaʻi.` : "Kauaʻi has been a film set many times."} The ${what} our directory lists that you can visit:`
        : `Our directory lists no ${what} you can visit${noHelicopter ? " without a helicopter" : ""}.`,
  ];
  const notes: string[] = [];
  for (const p of fromAir)
    notes.push(
      noHelicopter
        ? `${p.name} is on private land and seen only from a helicopter, so it's left out since you'd rather not fly.`
        : `${p.name} is on private land and seen only from a helicopter tour - there's no way to visit it on foot.`,
    );
  for (const p of gone)
    notes.push(`${p.name} ${p.facts?.status === "open" ? "has no public access" : "is closed"}, so it isn't listed.`);
  const block = placeBlock(
    picks.map((place) => ({ place, score: 0, reasons: reasonsFor(place, film) })),
    q,
  );
  return {
    text: [...lines, ...(picks.length > 0 ? ["", ...block] : []), ...(notes.length > 0 ? ["", notes.join(" ")] : [])]
      .join("\n")
      .trim(),
    picks,
  };
}

/** Roadside first, then a short walk, then tours. */
function reach(p: DirectoryPlace): number {
  const mode = p.facts?.access.mode;
  return mode === "roadside" ? 0 : mode === "short-walk" ? 1 : mode === "tour-only" ? 2 : 3;
}

function reasonsFor(place: DirectoryPlace, film: string | null): string[] {
  const mode = place.facts?.access.mode;
  const how =
    mode === "roadside" && place.category === "Viewpoint"
      ? "seen from the road"
      : mode === "tour-only"
        ? "by guided tour"
        : null;
  const where = film && place.description.includes(film) ? `a ${film} location` : "a film location";
  return /\bhelicopter\b/i.test(place.name)
    ? ["the way to see the helicopter-only falls"]
    : [where, ...(how ? [how] : [])];
}
