// After dark. A night swim or snorkel ("night snorkeling anywhere?", "moonlight swim with the kids, where?") is
// answered "not after dark", with no beach to go to, whatever the hour it is asked (the fourth blind probe,
// session 8: such questions got snorkel spots). Round 10 (the same probe's class 2) extends it to the other
// night plans that got daytime lists: a night or headlamp hike (three cliff-edge trails), a walk on the beach at
// night (the Māhāʻulepū cliff trail), and "is it too late to go to X?", whose yes/no came out inverted ("No -
// it is closed now"). The ONE line about water at night lives here (`nightWaterLine`): the safety answer
// (answer.ts), this reply and round 9's dark-now lead (opening-hours.ts, which also covers trails and the
// sunset when asked now in the dark) all say it.

import type { DirectoryPlace } from "./directory";
import { normalize } from "./text";

/** Swimming or snorkelling in the dark ("a night swim", "snorkel after dark", "a moonlit swim"). */
export const NIGHT_WATER =
  /\b(night swims?|moonlight swims?|night swimming|night snorkel\w*|swim\w* (at night|after dark|in the dark|by moonlight|under the (moon|stars))|snorkel\w* (at night|after dark|in the dark)|(swim|snorkel|go in|get in)\w* (\w+ ){0,4}(after dark|at night|at midnight|in the dark)|moonlit swim|midnight swim)\b/;

/**
 * The one "not in the water after dark" line. `sunset` (a clock time) when it is dark now: the reply says so
 * first ("No - it's dark now (sunset today was about 5:53 pm): ...").
 */
export function nightWaterLine(place: DirectoryPlace | undefined, sunset?: string): string {
  const now = sunset ? `it's dark now (sunset today was about ${sunset}): ` : "";
  return `No - ${now}don't go in the water after dark${place ? `, at ${place.name} or anywhere on Kauaʻi` : " on Kauaʻi"}: lifeguards are on duty only in the daytime, at night you can't see the waves, currents or reef, and no one on shore can see you if you get into trouble. Swim in daylight near a lifeguard, and enjoy the moon from the sand.`;
}

/** "Kids are bored of swimming", "not to swim": the water named only to be refused. */
export const NOT_SWIMMING =
  /\b(bored of|bored with|tired of|done with|sick of|no more|not|don ?t want to|dont want to|other than|besides|instead of|apart from|except|without|no)\b(?: \w+){0,2} (swim|swimming|swims|the beach|the water|snorkel\w*)\b/;

const NIGHT =
  /\b(at night|tonight|after dark|in the dark|night ?time|by moonlight|moonlit|moonlight|full moon|late at night|midnight|after sunset|when it s dark)\b/;

/** A hike or a trail walk in the dark ("night hike with a headlamp", "moonlit hikes?", "hike after dark"). */
const NIGHT_HIKE = new RegExp(
  `\\b(night hikes?|night hiking|night treks?|(moonlit|moonlight|full moon|headlamp|head lamp|flashlight|torch ?light) (hikes?|hiking|trails?|treks?)|(hike|hikes|hiking|trails?|trek\\w*)\\b(?: \\w+){0,5} (with|using|by) (a |our |my )?(headlamps?|head lamps?|flashlights?|torch(es)?)|(headlamps?|head lamps?)\\b(?: \\w+){0,4} (hike|hikes|hiking|trail|trails))\\b|\\b(hike|hikes|hiking|trails?|trek\\w*)\\b(?: \\w+){0,2} ${NIGHT.source.slice(2, -2)}\\b`,
);

/** A walk on the sand at night ("is it safe to walk on the beach at night", "night beach walk"). */
const BEACH_WALK =
  /\b(walk\w*|strolls?|strolling|wander\w*) (\w+ ){0,2}(on|along|by|down) the (beach|sand|shore)\b|\b(beach|sand) (walks?|strolls?)\b|\bnight beach walks?\b/;

/** "No hiking in the dark": a limit, not a plan. */
const NOT_HIKING = /\b(no|not|without|don ?t want to|avoid|never)\b(?: \w+)? (hike|hikes|hiking|trails?|trek\w*)\b/;

const NIGHT_HIKE_LINE =
  "No - don't hike Kauaʻi's trails after dark: drop-offs, roots, mud and stream crossings are hard to see by headlamp, streams can rise fast after rain, and help is far away if you get hurt. Start a trail in daylight and be back before sunset. For an evening stroll, the paved, mostly flat Ke Ala Hele Makālae coastal path by Kapaʻa is the gentlest choice (our directory doesn't record whether it is lit, so bring a light).";

function beachWalkLine(place: DirectoryPlace | undefined): string {
  return `A walk on the sand after dark is fine if you keep well back from the water's edge${place ? ` at ${place.name}` : ""}: don't go in - lifeguards are on duty only in the daytime and you can't see the waves or currents at night, and waves come in sets, so a quiet sea can suddenly send one much further up the beach. Stay on open sand near other people, bring a light, and keep off rocks, ledges and cliff paths in the dark.`;
}

/** "Is the bike path lit at night?": lighting is not recorded anywhere in the directory. */
const LIT =
  /\b(is|are) (the |it |there )?(\w+ ){0,3}(lit|lighted|floodlit)\b|\b(lighting|street ?lights?|lights on)\b(?: \w+){0,4} (path|trail|beach|park|walk)\b/;

const LIT_LINE =
  "Our directory doesn't record whether paths, trails, beaches or parks are lit at night, so plan on no lighting: bring a light, keep to paved, level paths near town, and keep away from the water's edge, cliffs and streams in the dark.";

/** The reply to a night plan (a swim, a hike, a walk on the beach); null otherwise. */
export function afterDarkReply(message: string, place: DirectoryPlace | undefined): string | null {
  const text = normalize(message);
  if (NIGHT_WATER.test(text)) return nightWaterLine(place);
  if (LIT.test(text) && (NIGHT.test(text) || /\b(night|dark)\b/.test(text))) return LIT_LINE;
  if (NIGHT_HIKE.test(text) && !BEACH_WALK.test(text) && !NOT_HIKING.test(text)) return NIGHT_HIKE_LINE;
  if (BEACH_WALK.test(text) && (NIGHT.test(text) || /\bnight\b/.test(text))) return beachWalkLine(place);
  return null;
}

/**
 * "Is it too late to go to Kēʻē?": the yes/no is about being too late, so an opening lead's "No - it is closed
 * now" becomes "Yes, too late - ..." and "Yes - it is open" becomes "No, not too late - ...".
 */
export function tooLateAnswer(message: string, lead: string): string {
  if (!/\btoo late\b/.test(normalize(message))) return lead;
  if (/^No - /.test(lead) && /\b(closed|closes|it's dark|dark now|set today)\b/.test(lead))
    return lead.replace(/^No - /, "Yes, too late - ");
  if (/^Not now - /.test(lead)) return lead.replace(/^Not now - /, "Yes, too late now - ");
  if (/^Yes - /.test(lead)) return lead.replace(/^Yes - /, "No, not too late - ");
  return lead;
}
