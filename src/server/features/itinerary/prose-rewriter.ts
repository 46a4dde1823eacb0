import OpenAI from "openai";
import { z } from "zod";
import type { Env } from "@/server/env";
import type { Logger } from "@/server/lib/logger";
import type { Itinerary } from "@/shared/schemas/itinerary";

// Issue 20, item 4: when a model is configured it may rewrite the plan's prose, nothing else. The
// model sees the prose and the facts it may use, answers the same shape, and only those fields are
// copied back; any failure keeps the built-in text. See docs/decisions/014-itinerary-planner.md.

export type ProseRewriterOptions = { baseURL: string; apiKey: string; model: string; timeoutMs: number };

/** Rewrites a planned itinerary's prose; resolves to the plan unchanged when it cannot. */
export type ProseRewriter = (itinerary: Itinerary) => Promise<Itinerary>;

/** Upper bounds on a rewritten field; a field may always be as long as the built-in text it replaces. */
const LIMITS = {
  introduction: 1500,
  title: 200,
  theme: 100,
  description: 1500,
  summary: 500,
  activityDescription: 1000,
  tip: 500,
} as const;
/** The longest answer read (a 15-day plan's prose is about 40,000 characters). */
const MAX_REPLY_CHARS = 200_000;

type Prose = {
  introduction: string;
  days: {
    title: string;
    theme: string;
    description: string;
    summary: string;
    activities: { description: string; tip: string }[];
  }[];
};

/** The prose fields of a plan, in the shape the model must answer. */
export function proseOf(itinerary: Itinerary): Prose {
  return {
    introduction: itinerary.introduction,
    days: itinerary.days.map((day) => ({
      title: day.title,
      theme: day.theme,
      description: day.description,
      summary: day.summary,
      activities: day.activities.map((activity) => ({ description: activity.description, tip: activity.tip })),
    })),
  };
}

/** What the model may rely on, read-only: every place, time and number of the plan. */
function factsOf(itinerary: Itinerary) {
  return {
    duration: itinerary.duration,
    dailyTime: itinerary.overview.estimatedTime,
    tips: itinerary.tips,
    days: itinerary.days.map((day, index) => ({
      day: index + 1,
      region: day.region,
      hours: day.estimatedTime,
      driveMinutes: day.driveMinutes,
      stops: day.activities.map((activity) => ({
        kind: activity.kind ?? null,
        time: activity.time,
        name: activity.name,
        category: activity.category,
        duration: activity.duration,
        location: activity.location,
      })),
    })),
  };
}

function text(limit: number, original: string) {
  return z.string().trim().min(1).max(Math.max(limit, original.length));
}

/** The answer's schema for this plan: the same days and activities, in the same order, non-empty. */
function proseSchema(prose: Prose) {
  // A tuple fails on one element too many or too few, so the counts and the order are checked here.
  const tuple = (items: z.ZodType[]) => z.tuple(items as [z.ZodType, ...z.ZodType[]]);
  return z.object({
    introduction: text(LIMITS.introduction, prose.introduction),
    days: tuple(
      prose.days.map((day) =>
        z.object({
          title: text(LIMITS.title, day.title),
          theme: text(LIMITS.theme, day.theme),
          description: text(LIMITS.description, day.description),
          summary: text(LIMITS.summary, day.summary),
          activities: tuple(
            day.activities.map((activity) =>
              z.object({
                description: text(LIMITS.activityDescription, activity.description),
                tip: text(LIMITS.tip, activity.tip),
              }),
            ),
          ),
        }),
      ),
    ),
  });
}

// ---- The place-name and time check ----------------------------------------------------------------

/** Proper words any text may use without naming a place in the plan. */
const ORDINARY_PROPER = new Set(
  [
    "I",
    "AM",
    "PM",
    "Day",
    "Days",
    "Kauai",
    "Hawaii",
    "Hawaiian",
    "Hawaiians",
    "Aloha",
    "Mahalo",
    "Pacific",
    "Ocean",
    "Island",
    "Garden",
    "Isle",
    "North",
    "South",
    "East",
    "West",
    "Shore",
    "Side",
    ...["January", "February", "March", "April", "May", "June", "July", "August"],
    ...["September", "October", "November", "December"],
    ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  ].map((word) => fold(word)),
);

/** Common sentence openers, so "Start at ..." or "Grab lunch ..." is not taken for a place name. */
const OPENERS = new Set(
  (
    "a an the this that these those your you you'll you're we we'll our it its it's here there then next " +
    "after before from with for in on at by to of as and but or so if when while once start begin head " +
    "enjoy spend take drive stop finish end watch catch grab explore relax wander walk hike swim snorkel " +
    "visit book bring arrive plan expect leave park keep try see look follow make savor savour unwind " +
    "today tonight tomorrow morning afternoon evening midday lunch breakfast dinner sunset sunrise day " +
    "first second third last finally later early meals meal expect known great perfect ideal please note " +
    "local fresh quiet calm easy short long good don't do be remember check allow wear consider every each " +
    "just only also"
  )
    .split(" ")
    .map((word) => fold(word)),
);

/** Case kept; accents, macrons, ʻokina and apostrophes dropped, so "Kapaa" matches "Kapaʻa". */
function fold(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\p{M}ʻʼ'’‘`]/gu, "")
    .normalize("NFC");
}

const WORD = /[\p{L}\p{M}\p{N}ʻʼ'’‘`-]+/gu;

function isCapitalised(word: string): boolean {
  return /^\p{Lu}/u.test(fold(word));
}

/**
 * Runs of capitalised words (separated by spaces only), each with whether it opens a sentence.
 * "Breakfast at Kountry Kitchen, then Kapaʻa Beach Park." → Breakfast (opener), Kountry Kitchen, Kapaʻa Beach Park.
 */
function capitalisedRuns(value: string): { words: string[]; opensSentence: boolean }[] {
  const runs: { words: string[]; opensSentence: boolean }[] = [];
  let current: { words: string[]; opensSentence: boolean } | null = null;
  let lastEnd = 0;
  for (const match of value.matchAll(WORD)) {
    const word = match[0];
    const start = match.index ?? 0;
    const gap = value.slice(lastEnd, start);
    lastEnd = start + word.length;
    if (!isCapitalised(word)) {
      current = null;
      continue;
    }
    if (current && /^ +$/.test(gap)) {
      current.words.push(word);
      continue;
    }
    const opensSentence = /(^|[.!?:;"“(—–•*-]|\n)\s*$/u.test(value.slice(0, start));
    current = { words: [word], opensSentence };
    runs.push(current);
  }
  return runs;
}

/** The proper names the plan already uses, as folded text to search in. */
function knownText(itinerary: Itinerary): string {
  const facts = JSON.stringify([proseOf(itinerary), factsOf(itinerary)]);
  return ` ${fold(facts).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
}

function withoutPossessive(word: string): string {
  return word.replace(/['’]s$/u, "");
}

/** Known as written, or with possessives dropped ("Kauaʻi's North Shore"; "Duke's" is a name of its own). */
function isKnownRun(words: string[], known: string): boolean {
  const isOrdinary = (word: string) => ORDINARY_PROPER.has(fold(withoutPossessive(word)));
  if (words.every(isOrdinary)) return true;
  const phrase = (list: string[]) =>
    ` ${fold(list.join(" "))
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()} `;
  return known.includes(phrase(words)) || known.includes(phrase(words.map(withoutPossessive)));
}

/**
 * True when every capitalised run in the text is a name the plan already uses (a place, location,
 * region or category, or a phrase of the built-in text), or only proper words anyone may use
 * (months, weekdays, Kauaʻi). A sentence may open with an ordinary word ("Start", "Grab"), which is
 * then not part of the name. Deliberately simple: an invented name fails, and so may an unusual
 * capitalised opener, which only costs the rewrite (the built-in text is kept).
 */
export function namesOnlyFromPlan(value: string, known: string): boolean {
  for (const run of capitalisedRuns(value)) {
    if (isKnownRun(run.words, known)) continue;
    const [first, ...rest] = run.words;
    if (run.opensSentence && first && OPENERS.has(fold(first).toLowerCase())) {
      if (rest.length === 0 || isKnownRun(rest, known)) continue;
    }
    return false;
  }
  return true;
}

const CLOCK = /\b(\d{1,2}):(\d{2})\s*([AaPp])\.?\s*[Mm]\b\.?/g;

function clockTimes(value: string): string[] {
  return [...value.matchAll(CLOCK)].map(
    (match) => `${Number(match[1])}:${match[2]} ${(match[3] ?? "").toUpperCase()}M`,
  );
}

function textsOf(prose: Prose): string[] {
  return [
    prose.introduction,
    ...prose.days.flatMap((day) => [
      day.title,
      day.theme,
      day.description,
      day.summary,
      ...day.activities.flatMap((activity) => [activity.description, activity.tip]),
    ]),
  ];
}

/** Why a rewrite cannot be used (no content quoted, so it may be logged), or null when it can. */
export function rejectionReason(itinerary: Itinerary, answer: unknown): string | null {
  const original = proseOf(itinerary);
  const parsed = proseSchema(original).safeParse(answer);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `the answer does not have the plan's shape (${issue?.path.join(".") || "root"}: ${issue?.code ?? "invalid"})`;
  }
  const rewritten = parsed.data as Prose;
  const known = knownText(itinerary);
  const times = new Set([
    ...textsOf(original).flatMap(clockTimes),
    ...itinerary.days.flatMap((day) => [
      ...clockTimes(day.estimatedTime),
      ...day.activities.flatMap((a) => clockTimes(a.time)),
    ]),
  ]);
  for (const value of textsOf(rewritten)) {
    if (!namesOnlyFromPlan(value, known)) return "the answer names a place that is not in the plan";
    if (clockTimes(value).some((time) => !times.has(time))) return "the answer gives a time that is not in the plan";
  }
  return null;
}

/** The plan with only its prose fields taken from the rewrite; every other field is the built-in one. */
export function withProse(itinerary: Itinerary, prose: Prose): Itinerary {
  return {
    ...itinerary,
    introduction: prose.introduction,
    days: itinerary.days.map((day, dayIndex) => {
      const written = prose.days[dayIndex];
      if (!written) return day;
      return {
        ...day,
        title: written.title,
        theme: written.theme,
        description: written.description,
        summary: written.summary,
        activities: day.activities.map((activity, index) => {
          const text = written.activities[index];
          return text ? { ...activity, description: text.description, tip: text.tip } : activity;
        }),
      };
    }),
  };
}

/** The JSON object in a reply, with or without a ```json fence around it. */
function parseReply(reply: string): unknown {
  const start = reply.indexOf("{");
  const end = reply.lastIndexOf("}");
  if (start === -1 || end < start) throw new Error("the answer holds no JSON object");
  try {
    return JSON.parse(reply.slice(start, end + 1));
  } catch {
    throw new Error("the answer is not valid JSON");
  }
}

function trimAll(prose: Prose): Prose {
  return {
    introduction: prose.introduction.trim(),
    days: prose.days.map((day) => ({
      title: day.title.trim(),
      theme: day.theme.trim(),
      description: day.description.trim(),
      summary: day.summary.trim(),
      activities: day.activities.map((a) => ({ description: a.description.trim(), tip: a.tip.trim() })),
    })),
  };
}

const SYSTEM_PROMPT = [
  "You are a travel writer polishing a day-by-day itinerary for the island of Kauaʻi, Hawaiʻi.",
  "You receive FACTS (read-only: every place, time, duration and drive of the plan) and PROSE (the text to rewrite).",
  "Rewrite each PROSE field so it reads warmly and naturally and the days read differently from each other.",
  "Keep every place, time, duration, drive, price and safety note exactly as given. Never name a place, business, beach or trail that is not in FACTS or PROSE, never add a time, and never invent facts.",
  "Keep day titles starting with 'Day N:' as they do now, and keep every safety warning.",
  "Answer with one JSON object and nothing else, with exactly the same shape as PROSE: the same keys, the same number of days and, in each day, the same number of activities in the same order.",
].join("\n");

/** Asks the model once for the rewrite; throws on any failure, with a message free of plan content. */
async function requestRewrite(client: OpenAI, options: ProseRewriterOptions, itinerary: Itinerary): Promise<Prose> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const completion = await client.chat.completions.create(
      {
        model: options.model,
        temperature: 0.7,
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          {
            role: "user",
            content: `FACTS:\n${JSON.stringify(factsOf(itinerary))}\n\nPROSE:\n${JSON.stringify(proseOf(itinerary))}`,
          },
        ],
      },
      { signal: controller.signal },
    );
    const reply = completion.choices[0]?.message?.content ?? "";
    if (!reply.trim()) throw new Error("the answer is empty");
    if (reply.length > MAX_REPLY_CHARS) throw new Error("the answer is too long");
    const answer = parseReply(reply);
    const reason = rejectionReason(itinerary, answer);
    if (reason) throw new Error(reason);
    return trimAll(answer as Prose);
  } finally {
    clearTimeout(timer);
  }
}

/** A log-safe description of a failure: the status or kind of error, never the plan's text. */
function failureOf(error: unknown): string {
  if (error instanceof OpenAI.APIUserAbortError || error instanceof OpenAI.APIConnectionTimeoutError) {
    return "the model did not answer in time";
  }
  if (error instanceof OpenAI.APIError) return `the model's API answered ${error.status ?? "without a status"}`;
  if (error instanceof Error) return error.message;
  return "unknown error";
}

export function createOpenAiProseRewriter(options: ProseRewriterOptions, logger: Logger): ProseRewriter {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    maxRetries: 0,
    timeout: options.timeoutMs,
  });
  return async (itinerary) => {
    try {
      return withProse(itinerary, await requestRewrite(client, options, itinerary));
    } catch (error) {
      logger.warn(
        { model: options.model, reason: failureOf(error), days: itinerary.days.length },
        "The model's itinerary prose was not used; the built-in text is kept",
      );
      return itinerary;
    }
  };
}

/** The built-in text only (no request) unless AI_API_KEY and AI_MODEL are set, as for the concierge. */
export function createProseRewriter(
  env: Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS">,
  logger: Logger,
): ProseRewriter {
  if (!env.AI_API_KEY || !env.AI_MODEL) return async (itinerary) => itinerary;
  return createOpenAiProseRewriter(
    { baseURL: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS },
    logger,
  );
}
