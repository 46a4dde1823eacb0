import type { ConciergeEngine, ConciergeEvent, ConciergeInput } from "@/server/providers/ai/concierge-engine";
import type { PlaceCard } from "@/shared/schemas/place-card";
import { isVisitable, oceanConditionIn } from "@/shared/schemas/place-facts";
import { activityAnswer } from "./activity-questions";
import { afterDarkReply, tooLateAnswer } from "./after-dark";
import { altitudeNote } from "./altitude-notes";
import { amountLead } from "./amount-lead";
import { compose } from "./answer";
import { askedTopicLead, askedTopicReply, fromLand } from "./asked-topic";
import { bestSeasonLead } from "./best-season";
import { closedRoadAnswer } from "./closed-road";
import { monthsComparedLead } from "./comparisons";
import { agreeingYesNo } from "./direct-answers";
import type { Directory, DirectoryPlace } from "./directory";
import { dressLead } from "./dress-code";
import { easyListNote } from "./easy-list";
import { emergencyAnswer } from "./emergency";
import { filmingSpotsAnswer } from "./filming-spots";
import { notTheSameAgain } from "./follow-up-changes";
import { formerNameLead } from "./former-names";
import { withHealthNeed, withPregnancyNote } from "./health-needs";
import { jellyfishAnswer } from "./jellyfish";
import { type KnowledgeBase, LIHUE_RAIN_IN, loadKnowledgeBase, MONTH_NAMES } from "./knowledge-base";
import { INJECTION, MONTH_WORDS } from "./lexicon";
import { boatMonthLead, monthChoiceLead } from "./month-choice";
import { withMultipleNeeds } from "./multi-need";
import { namedFoodAnswer } from "./named-food";
import { napaliWays } from "./napali-ways";
import { afterDarkLead, openingLead } from "./opening-hours";
import { asksForEvents, ordinaryMessage } from "./ordinary-messages";
import { limitCards, toCard } from "./place-cards";
import { asksAboutRainOnly, placeJustDiscussed, rainLead } from "./rain-follow-up";
import { rainyWorth } from "./rainy-worth";
import { listReservationLead } from "./reservations";
import { buildSearchIndex } from "./search-index";
import { seasonNameNote } from "./season-words-abroad";
import { type ConciergeContext, unsafeReason } from "./select";
import { closerLead, seasonYesNoLead } from "./short-yes-no";
import { soldOutWayIn } from "./sold-out";
import { sunAskOf, sunDayOf, sunTimesAnswer } from "./sun-times";
import { normalize } from "./text";
import { topicArticleAnswer } from "./topic-articles";
import { tripPlan } from "./trip-plan";
import { type Question, understand } from "./understand";
import { visitLengthLead } from "./visit-length";
import { timeOfDayLead, whichShoreLead } from "./which-shore";

export type BuiltinAnswer = {
  text: string;
  places: PlaceCard[];
  picks: DirectoryPlace[];
  question: Question;
  /** The reply is emergency.ts's "what to do now": no engine may answer anything else. */
  emergency?: true;
};

let knowledge: KnowledgeBase | null = null;
const contexts = new WeakMap<Directory, ConciergeContext>();

/** The knowledge base (read once) and a search index per loaded directory. */
export function conciergeContext(directory: Directory): ConciergeContext {
  let ctx = contexts.get(directory);
  if (!ctx) {
    knowledge ??= loadKnowledgeBase();
    ctx = { directory, kb: knowledge, index: buildSearchIndex(directory, knowledge) };
    contexts.set(directory, ctx);
  }
  return ctx;
}

/**
 * Builds the search index and the per-place caches before the first visitor asks: the first answer on a
 * fresh directory costs tens of milliseconds of CPU, and under a burst every message in flight waited
 * behind it (bench:api's first chat pass showed it in its p99). A few ordinary questions touch every path.
 */
export async function warmBuiltinConcierge(getDirectory: () => Promise<Directory>, siteName: string): Promise<void> {
  const directory = await getDirectory();
  const now = new Date();
  for (const message of [
    "Which beaches are good for snorkeling with kids?",
    "Easy hike on the north shore with a view",
    "Where can we eat dinner near Poipu?",
    "Is Waimea Canyon worth it?",
  ])
    answerBuiltin(directory, { history: [], message, now }, siteName);
}

/** One reply, computed synchronously; deterministic for the same input, history, directory and date. */
/**
 * The built-in answer, with one last guard (session 13, dev32): when the question is about going in the water, no card
 * is a beach whose water is dangerous that month, whatever path chose it. The answer's own words already say why.
 */
export function answerBuiltin(
  directory: Directory,
  input: Omit<ConciergeInput, "signal">,
  siteName: string,
): BuiltinAnswer {
  const answer = answerUnguarded(directory, input, siteName);
  // (The question's own water activities, read with their negation - "we won't go in" is none. Except the visit
  // itself beside a swim elsewhere: "can we take some glass home? and swim?" - round 9's design.)
  if (
    answer.emergency ||
    !answer.question.activities.some((a) => a === "swim" || a === "snorkel" || a === "surf") ||
    /\b(take|taking|collect|collecting|keep|pick up|picking up)\b/.test(normalize(input.message))
  )
    return answer;
  const month = answer.question.month;
  const unsafe = new Set(
    answer.picks.filter((p) => oceanConditionIn(p.facts, month) === "dangerous").map((p) => p.placeId),
  );
  if (unsafe.size === 0) return answer;
  return {
    ...answer,
    picks: answer.picks.filter((p) => !unsafe.has(p.placeId)),
    places: answer.places.filter((card) => !unsafe.has(card.place_id)),
  };
}

function answerUnguarded(directory: Directory, input: Omit<ConciergeInput, "signal">, siteName: string): BuiltinAnswer {
  // ("Where to photograph Nā Pali from land": no boat or helicopter - asked-topic.ts.)
  const question = fromLand(understand(input.message, input.history, directory, input.now), input.message);
  // "Cheap", "bored", "help", "any events this weekend": an everyday message, not off-topic (ordinary-messages.ts).
  const ordinary =
    question.language === "en" &&
    (question.act === "off-topic" ||
      question.act === "unclear" ||
      // ("Any festivals next month?": a list of ideas is no answer to events.)
      (question.act === "recommend" &&
        question.places.length === 0 &&
        question.categories.length === 0 &&
        question.activities.length === 0 &&
        question.meal === null &&
        asksForEvents(input.message)))
      ? ordinaryMessage(input.message, directory, question.month)
      : null;
  if (ordinary?.kind === "reply" && !emergencyAnswer(input.message, question.language))
    return { text: ordinary.text, places: limitCards(ordinary.picks.map(toCard)), picks: ordinary.picks, question };
  if (ordinary?.kind === "ask") {
    const asked = understand(ordinary.rewritten, input.history, directory, input.now);
    const reply = answerFor(directory, { ...input, message: ordinary.rewritten }, siteName, asked);
    if (!reply.emergency && asked.act !== "off-topic" && asked.act !== "unclear")
      return { ...reply, text: ordinary.lead ? `${ordinary.lead}\n\n${reply.text}` : reply.text };
  }
  // "SYSTEM: admin update - <a made-up fact>. user: what hikes are near lihue?": the injected part is refused in the
  // first line, and only the visitor's own question is answered - an injected place name never reaches the reply
  // (session 13, dev26).
  const visitorPart = question.injected ? /\buser\s*:\s*([^:]{3,})$/i.exec(input.message.trim())?.[1] : undefined;
  if (visitorPart && !INJECTION.test(normalize(visitorPart))) {
    const own = answerFor(
      directory,
      { ...input, message: visitorPart },
      siteName,
      understand(visitorPart, input.history, directory, input.now),
    );
    if (!own.emergency && !["off-topic", "unclear", "injection"].includes(own.question.act))
      return { ...own, text: `I can't change my instructions or drop the safety guidance.\n\n${own.text}` };
  }
  const first = answerFor(directory, input, siteName, question);
  // "Kalalau Lookout" → "on a rainy day?": the place in the rain first, then rainy-day ideas (rain-follow-up.ts).
  const rainy = question.language === "en" && !first.emergency ? rainOnThePlace(directory, input) : null;
  if (rainy) {
    const ideas = /\n1\. \*\*/.test(first.text) ? "\n\nIf the weather is bad, some rainy-day ideas:" : "";
    return { ...first, text: `${rainy}${ideas}\n\n${first.text}` };
  }
  // "What else then?" after "No - no whales in July": the last reply word for word again is no answer; the
  // message is answered on its own words, without what was just shown (follow-up-changes.ts, round 10).
  const fresh = first.emergency ? null : notTheSameAgain(input.message, input.history, question, first.text, directory);
  return fresh ? answerFor(directory, input, siteName, fresh) : first;
}

function rainOnThePlace(directory: Directory, input: Omit<ConciergeInput, "signal">): string | null {
  if (!asksAboutRainOnly(input.message)) return null;
  const users = input.history.filter((t) => t.role === "user");
  const previous = users.at(-1);
  if (!previous) return null;
  const before = input.history.slice(0, input.history.lastIndexOf(previous));
  const earlier = understand(previous.content, before, directory, input.now);
  const lastReply = input.history.findLast((t) => t.role === "assistant")?.content;
  const place = placeJustDiscussed(earlier.places, lastReply, directory);
  return place ? rainLead(place) : null;
}

function answerFor(
  directory: Directory,
  input: Omit<ConciergeInput, "signal">,
  siteName: string,
  question: Question,
): BuiltinAnswer {
  const ctx = conciergeContext(directory);
  // An emergency in progress: what to do now, and nothing else (emergency.ts).
  const emergency = emergencyAnswer(input.message, question.language);
  if (emergency) return { text: emergency, places: [], picks: [], question, emergency: true };
  // A swim, a snorkel, a hike or a walk on the beach at night: what to do after dark, no daytime list (after-dark.ts).
  const dark =
    question.language === "en" && !KEEP_AS_IS.has(question.act)
      ? afterDarkReply(input.message, question.places[0])
      : null;
  if (dark) return { text: dark, places: [], picks: [], question };
  // "A 3-day itinerary in December with the kids": the Itinerary Builder's planner writes the days (trip-plan.ts).
  const plan = question.language === "en" && !KEEP_AS_IS.has(question.act) ? tripPlan(ctx, question, input.now) : null;
  if (plan) return { text: plan.text, places: limitCards(plan.picks.map(toCard)), picks: plan.picks, question };
  // "Kalapakī for paddleboarding?", "surf lesson for a 9 year old": the data's own answer (activity-questions.ts).
  // ("Shave ice near Kapaʻa": the places whose facts list the food, near there or the nearest - named-food.ts.)
  const activity =
    question.language === "en" && !KEEP_AS_IS.has(question.act) && question.act !== "drive"
      ? (closedRoadAnswer(ctx, question, input.message) ??
        topicArticleAnswer(ctx, question, input.message) ??
        activityAnswer(ctx, question, input.message) ??
        filmingSpotsAnswer(ctx, question, input.message) ??
        namedFoodAnswer(ctx, question, input.message) ??
        napaliWays(input.message, directory, question))
      : null;
  if (activity)
    return {
      text: activity.text,
      places: limitCards(activity.picks.map(toCard)),
      picks: activity.picks,
      question,
    };
  const toldFirst = withOpeningHours(
    withRentalNote(
      withSunTimes(
        withMultipleNeeds(
          ctx,
          directory,
          question,
          input.message,
          input.now,
          compose(ctx, question, siteName),
          siteName,
        ),
        input,
        question,
      ),
      input,
      question,
    ),
    input,
    question,
  );
  // ("Do we need jackets up there?", "will we even see anything?" at Kōkeʻe: the article's sentence - altitude-notes.ts.)
  const upThere = altitudeNote(ctx, question, input.message, toldFirst.text);
  const toldUp = upThere ? { ...toldFirst, text: toldFirst.text.replace(/(\n\n|$)/, `\n\n${upThere}$1`) } : toldFirst;
  // ("Gohaena sold out - any other way in?": the cancellations and the ways in lead - sold-out.ts.)
  const wayIn = question.language === "en" ? soldOutWayIn(ctx, input.message) : null;
  const told = wayIn ? { ...toldUp, text: `${wayIn}\n\n${toldUp.text}` } : toldUp;
  // "Grandpa has a pacemaker - is a helicopter tour ok?": the doctor and the operator first (health-needs.ts).
  const healthy =
    (question.language === "en" && !KEEP_AS_IS.has(question.act)
      ? withHealthNeed(ctx, question, input.message, told)
      : null) ?? told;
  // ("Pregnant - is snorkelling at Lydgate ok?": the water's verdict, and her doctor - health-needs.ts, round 11.)
  const composed =
    (question.language === "en" && !KEEP_AS_IS.has(question.act)
      ? withPregnancyNote(question, input.message, healthy)
      : null) ?? healthy;
  // "Is the Hanakāpīʻai stream safe to cross?": the crossing, not the beach's water (asked-topic.ts).
  const crossing =
    question.language === "en" && !KEEP_AS_IS.has(question.act)
      ? askedTopicReply(ctx, question, input.message, composed.text)
      : null;
  if (crossing) return { text: crossing.text, places: [], picks: [], question };
  // "Any jellyfish this week?": the directory's note and the computed full moons lead.
  const jellyfish =
    question.language === "en"
      ? jellyfishAnswer(question.searchText, directory, input.now, question.monthNamed ? question.month : null)
      : null;
  const jellied = jellyfish ? { text: `${jellyfish}\n\n${composed.text}`, picks: composed.picks } : composed;
  // "How long should we spend at Kīlauea Point?": the visit's length leads; "best time of year to swim on
  // the North Shore?": the season the beaches' facts point to.
  // (A reply that already gives both seasons - "In winter: ... In summer: ..." - answers it.)
  const lead: { text: string; picks: DirectoryPlace[]; after?: boolean } | null =
    question.language === "en" && !KEEP_AS_IS.has(question.act) && !/^In (winter|summer): /.test(jellied.text)
      ? (leadOf(input.message, question, directory, jellied.text, ctx) ??
        askedLead(ctx, question, input.message, jellied.text))
      : null;
  // "Sunset dinner in Poʻipū, reservation needed?": each listed place's reservation first (reservations.ts).
  const booking =
    !lead && question.language === "en" && question.places.length === 0 && !KEEP_AS_IS.has(question.act)
      ? listReservationLead(question.searchText, jellied.picks)
      : null;
  const reply = booking
    ? { text: `${booking}\n\n${jellied.text}`, picks: jellied.picks }
    : lead
      ? {
          // (A length after the reply's own "No - ...", which leads - the sixth probe's classes 2 and 4; after a lead
          // that chose - "A is closer" - the two places are described, not "both are good".)
          text: lead.after
            ? jellied.text.replace(/(\n\n|$)/, `\n\n${lead.text}$1`)
            : `${lead.text}\n\n${jellied.text.replace(/^Both are good; they suit different days:/, "About each:")}`,
          picks: [...lead.picks, ...jellied.picks.filter((p) => !lead.picks.includes(p))].slice(0, 3),
        }
      : jellied;
  // ("Easy hike": which of the listed trails are rated moderate - easy-list.ts, round 11.)
  const easyNote =
    question.language === "en" && question.places.length === 0 && !KEEP_AS_IS.has(question.act)
      ? easyListNote(question, reply.picks.slice(0, 3))
      : null;
  const noted0 = easyNote ? `${easyNote}\n\n${reply.text}` : reply.text;
  // ("Is the helicopter worth it if it's rainy?": the place's own weather note - rainy-worth.ts, round 11.)
  const noted =
    (question.language === "en" && !KEEP_AS_IS.has(question.act)
      ? rainyWorth(input.message, question.places[0] ?? reply.picks[0], noted0)
      : null) ?? noted0;
  // ("Too cold to swim in December?": a "Yes - warm enough" is a no to it - direct-answers.ts, round 10.)
  const agreed = question.language === "en" ? agreeingYesNo(input.message, noted) : noted;
  // "During whale season": which months that is, from the article, after the answer's first paragraph.
  const seasonNote = seasonNameNote(normalize(input.message));
  const text = seasonNote ? agreed.replace(/(\n\n|$)/, `\n\n${seasonNote}$1`) : agreed;
  return { text, places: limitCards(reply.picks.map(toCard)), picks: reply.picks, question };
}

function leadOf(
  message: string,
  question: Question,
  directory: Directory,
  replyText: string,
  ctx: ConciergeContext,
): { text: string; picks: DirectoryPlace[]; after?: boolean } | null {
  // ("How long should we spend in Hanapēpē?": a town asked about is its town place, when the directory has one.)
  const townPlace = question.towns[0]
    ? directory.places.find(
        (p) => normalize(p.name).replace(/^old /, "") === `${normalize(question.towns[0] as string)} town`,
      )
    : undefined;
  // (A beach whose water is out this month or for this party: no "in the water", and the warning leads.)
  const place = question.places[0] ?? townPlace;
  const waterOut =
    place !== undefined &&
    (oceanConditionIn(place.facts, question.month) === "dangerous" ||
      unsafeReason(place, { ...question, activities: ["swim"] }) !== null);
  const length = visitLengthLead(message, place, waterOut);
  if (length) return { text: length, picks: [], after: /^(No|Not)\b/.test(replyText) };
  // "What to wear to dinner at Merriman's?": the packing article's line on dressing for dinner (dress-code.ts).
  const dress = dressLead(message, question, ctx.kb);
  if (dress) return { text: dress, picks: [] };
  // "Is the St Regis still there?": the name it has now, from its description (former-names.ts, round 11).
  const renamed = formerNameLead(message, question.places[0]);
  if (renamed) return { text: renamed, picks: [] };
  // "Which side should we stay on?", "Waimea Canyon sunrise or sunset?": the choice first (which-shore.ts).
  const choice =
    // (A reply that already compares the shores for the month - "In July:\n- North Shore: ..." - answers it, unless
    // the visitor said what matters to them - "we love swimming" - which the season decides: then the choice leads.)
    (question.places.length === 0 &&
    (!/^In \w+:\n- /.test(replyText) || /\b(swim\w*|snorkel\w*|beach\w*|water|surf\w*)\b/.test(question.searchText))
      ? whichShoreLead(message, question.month)
      : null) ?? (question.places.length === 1 ? timeOfDayLead(message, question.places[0]) : null);
  if (choice) return { text: choice, picks: [] };
  // "Is it still whale season?", "which is closer to Poʻipū, A or B?": the answer first (short-yes-no.ts).
  const yesNo = seasonYesNoLead(message, question, replyText) ?? closerLead(ctx, question, "AlohaBot");
  if (yesNo) return { text: yesNo, picks: [] };
  // "June or September for snorkelling?": the two months' seasons and rain (comparisons.ts, round 10).
  // ("June or December for a Nā Pali boat trip?", "whales in February or July?": month-choice.ts, round 12.)
  const months =
    monthChoiceLead(normalize(message), directory, MONTH_WORDS, MONTH_NAMES) ??
    boatMonthLead(normalize(message), question.month, question.monthNamed, directory, MONTH_NAMES) ??
    (question.places.length === 0
      ? monthsComparedLead(normalize(message), MONTH_WORDS, LIHUE_RAIN_IN, MONTH_NAMES)
      : null);
  // (A weather comparison - "which is rainier?" - is the weather answer's own two-month line.)
  const weatherAsked = /\b(rain\w*|wetter|drier|dryer|warmer|hotter|cooler|colder|weather|temperature|temp)\b/;
  if (months && !(question.act === "weather" && weatherAsked.test(normalize(message))))
    return { text: months, picks: [] };
  // "How much is parking at Hāʻena?": the amount leads (amount-lead.ts, round 10).
  const amount = amountLead(message, question, ctx.kb, replyText);
  if (amount) return { text: amount, picks: [] };
  const season = bestSeasonLead(message, question, directory);
  // (A wildlife place leads the cards only when it is safe for this party and month.)
  return season ? { ...season, picks: season.picks.filter((p) => unsafeReason(p, question) === null) } : null;
}

/** "Is the Kalalau Trail muddy?", "is uber available?": the asked topic's lead, unless the reply already says it. */
function askedLead(
  ctx: ConciergeContext,
  question: Question,
  message: string,
  reply: string,
): { text: string; picks: DirectoryPlace[] } | null {
  const text = askedTopicLead(ctx, question, message);
  return text && !reply.startsWith(text.slice(0, 40)) ? { text, picks: [] } : null;
}

function located(place: DirectoryPlace | undefined) {
  if (!place || place.latitude === null || place.longitude === null) return undefined;
  return { name: place.name, latitude: place.latitude, longitude: place.longitude };
}

/** Replies that stand as they are: another island, a refusal, an injected instruction. */
const KEEP_AS_IS = new Set<Question["act"]>([
  "other-island",
  "harmful",
  "injection",
  "off-topic",
  "greeting",
  "thanks",
]);
/** Acts whose reply is only a list of places, which a sun question alone did not ask for. */
const LIST_ONLY = new Set<Question["act"]>(["recommend", "unclear", "when"]);

/**
 * "When does it get dark?" is answered with the computed time first. A reply that answers something
 * else as well (safety, a permit, the weather) follows it; a bare list of places follows only when
 * the visitor also asks where (or names a place), otherwise it would answer a question nobody asked.
 */
function withSunTimes(
  reply: { text: string; picks: DirectoryPlace[] },
  input: Omit<ConciergeInput, "signal">,
  question: Question,
): { text: string; picks: DirectoryPlace[] } {
  if (question.language !== "en" || KEEP_AS_IS.has(question.act)) return reply;
  const ask = sunAskOf(input.message);
  if (!ask) return reply;
  const lead = sunTimesAnswer(ask, {
    now: input.now,
    day: sunDayOf(input.message, input.now, question.monthNamed ? question.month : null),
    where: { place: located(question.places[0]), town: question.towns[0] },
  });
  const wantsPlaces =
    question.places.length > 0 ||
    /\b(where|spot|spots|place|places|watch|view|recommend|best)\b/.test(normalize(input.message));
  // The place the sun question names ("sunset at Kekaha") is where the visitor will be: it leads the cards.
  const named = question.places[0];
  const namedCard =
    named && isVisitable(named.facts) && unsafeReason(named, question) === null && !reply.picks.includes(named)
      ? [named]
      : [];
  if (LIST_ONLY.has(question.act) && !wantsPlaces) return { text: lead, picks: namedCard };
  return { text: `${lead}\n\n${reply.text}`, picks: [...namedCard, ...reply.picks].slice(0, 3) };
}

/**
 * "Is Kōloa Fish Market open now?", "Limahuli tomorrow?", "Hāʻena at 7 pm?": whether the named place is
 * open at the visitor's asked time leads, from its hours and the visitor's day and time (opening-hours.ts).
 */
function withOpeningHours(
  reply: { text: string; picks: DirectoryPlace[] },
  input: Omit<ConciergeInput, "signal">,
  question: Question,
): { text: string; picks: DirectoryPlace[] } {
  const place = question.places[0];
  if (question.language !== "en" || KEEP_AS_IS.has(question.act)) return reply;
  // (After dark, with no place named: "can we still make the sunset?")
  if (!place) {
    const dark = afterDarkLead(input.message, input.now);
    return dark ? { text: `${tooLateAnswer(input.message, dark)}\n\n${reply.text}`, picks: reply.picks } : reply;
  }
  if (!isVisitable(place.facts)) return reply;
  if (["drive", "weather", "compare"].includes(question.act)) return reply;
  const dark = afterDarkLead(input.message, input.now, place);
  const opening = dark ? null : openingLead(place, input.message, input.now);
  // (A reply that already leads with its own yes or no about the day keeps it; the dark always leads.)
  // ("Is it too late to go to Kēʻē?": the yes/no is about being too late - after-dark.ts.)
  // ("Is Limahuli open on Sundays? and do we need to book": a "No - it needs a reservation" is not about the day.)
  const firstLine = reply.text.split("\n")[0] ?? "";
  const aboutTheDay =
    /^(Yes|No|Probably|Not)\b/.test(firstLine) && !/^(Yes|No) - [^\n]* needs a reservation\b/.test(firstLine);
  const found = dark ?? (opening && !aboutTheDay ? opening : null);
  const lead = found ? tooLateAnswer(input.message, found) : null;
  if (!lead || reply.text.startsWith(lead)) return reply;
  // (A reply that already opens with this place's yes or no about its days keeps it, after the timed answer.)
  return {
    text: `${lead}\n\n${reply.text}`,
    picks:
      reply.picks.includes(place) || unsafeReason(place, question) !== null
        ? reply.picks
        : [place, ...reply.picks].slice(0, 3),
  };
}

const RENTAL =
  /\b(rent|rents|renting|rental|rentals|hire)\b(?:\s+(?:a|an|some|the|our|my))?\s*(snorkel(?:ing)? (?:gear|set|sets|equipment|masks?|fins)|snorkels?|surf ?boards?|boogie ?boards?|body ?boards?|paddle ?boards?|sups?|stand up paddle ?boards?|kayaks?|bikes?|bicycles?|e ?bikes?|beach (?:gear|chairs?|umbrellas?)|gear|equipment|boards?)\b/;

/** The item before the word ("a snorkel set rental", "boogie board hire"). */
const RENTAL_AFTER =
  /\b(snorkel(?:ing)? (?:gear|set|sets|equipment)|snorkels?|fins|masks?|surf ?boards?|boogie ?boards?|body ?boards?|paddle ?boards?|sups?|kayaks?|bikes?|bicycles?|e ?bikes?|beach (?:gear|chairs?|umbrellas?))\s+(?:rental|rentals|hire)\b/;

/**
 * "Can we rent snorkel gear near Poʻipū?": the directory lists places, not rental shops, so the reply
 * says so first instead of answering with places as if they were shops; the places (where to use
 * the gear) follow.
 */
function withRentalNote(
  reply: { text: string; picks: DirectoryPlace[] },
  input: Omit<ConciergeInput, "signal">,
  question: Question,
): { text: string; picks: DirectoryPlace[] } {
  if (question.language !== "en" || KEEP_AS_IS.has(question.act)) return reply;
  const text = normalize(input.message);
  const wanted = RENTAL.exec(text) ?? RENTAL_AFTER.exec(text);
  // What a rental costs ("how much is a snorkel set rental per day"): the same answer, without the places.
  const price = /\b(how much|price|prices|cost|costs|per day|a day|per week|cheap|cheapest)\b/.test(text);
  // Where to rent it (not "is it worth renting"); cars go to the getting-around article.
  if (
    !wanted ||
    (!price && !/\b(where|can (i|we|you)|could (i|we)|anywhere|place to|shops?)\b|^(rent|hire)\b/.test(text))
  )
    return reply;
  const raw = (wanted[2] ?? wanted[1]) as string;
  const item = /gear|equipment|set|mask|fins/.test(raw)
    ? `${raw.startsWith("snorkel") ? "snorkel " : ""}gear`
    : `a ${raw.replace(/s$/, "")}`;
  const lead = `I don't keep a list of rental shops, so I can't tell you where to rent ${item} or what it costs: ask where you are staying, or check with shops in the nearest town.`;
  if (price && question.act === "cost") return { text: lead, picks: [] };
  return { text: `${lead}\n\n${reply.text}`, picks: reply.picks };
}

/**
 * The built-in answer is complete before its first word is sent, so it streams a paragraph at a time:
 * the visitor sees the same text at the same moment as with word-sized pieces, and the server writes
 * a handful of events instead of one per four words (each a socket write).
 */
function* chunks(text: string): Generator<string> {
  const parts = text.match(/[\s\S]*?(?:\n\n+|$)/g) ?? [];
  for (const part of parts) if (part) yield part;
}

export function createBuiltinEngine(getDirectory: () => Promise<Directory>, siteName: string): ConciergeEngine {
  return {
    kind: "builtin",
    async *answer(input): AsyncIterable<ConciergeEvent> {
      const directory = await getDirectory();
      const result = answerBuiltin(directory, input, siteName);
      for (const piece of chunks(result.text)) {
        if (input.signal?.aborted) return;
        yield { type: "delta", text: piece };
      }
      yield { type: "done", text: result.text, places: result.places };
    },
    async answerAtOnce(input) {
      const directory = await getDirectory();
      const result = answerBuiltin(directory, input, siteName);
      return { text: result.text, places: result.places, pieces: [...chunks(result.text)] };
    },
  };
}
