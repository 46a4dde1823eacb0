import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import type { Directory } from "@/server/features/concierge/directory";
import { createLogger } from "@/server/lib/logger";
import type { Itinerary, ItineraryPreferences, SavedItinerary } from "@/shared/schemas/itinerary";
import { createAgent } from "../../../../tests/setup/agent";
import { seedForTests } from "../../../../tests/setup/seed";
import { openSeededDirectory } from "../../../../tests/setup/seeded-directory";
import { createTestApp, testEnv } from "../../../../tests/setup/test-app";
import { planItinerary } from "./planner";
import {
  createOpenAiProseRewriter,
  createProseRewriter,
  namesOnlyFromPlan,
  proseOf,
  rejectionReason,
} from "./prose-rewriter";

type Prose = ReturnType<typeof proseOf>;
type Mode = { kind: "answer"; reply: (prose: Prose) => string } | { kind: "error500" } | { kind: "hang" };
let mode: Mode = { kind: "error500" };
const received: { url: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];

/** A local stand-in for an OpenAI-compatible chat-completions API (non-streaming answers). */
const server: Server = createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk: Buffer) => {
    raw += chunk.toString();
  });
  req.on("end", () => {
    const body = JSON.parse(raw) as (typeof received)[number]["body"];
    received.push({ url: req.url ?? "", body });
    if (mode.kind === "hang") return; // never answers
    if (mode.kind === "error500") {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "boom", type: "server_error" } }));
      return;
    }
    const user = body.messages.find((message) => message.role === "user")?.content ?? "";
    const prose = JSON.parse(user.slice(user.indexOf("PROSE:\n") + "PROSE:\n".length)) as Prose;
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1,
        model: "test-model",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: mode.reply(prose) },
            finish_reason: "stop",
            logprobs: null,
          },
        ],
      }),
    );
  });
});

/** What a well-behaved model does: every field reworded, names and times kept. */
function rewrite(prose: Prose): Prose {
  return {
    introduction: `Aloha! ${prose.introduction} Enjoy every moment.`,
    days: prose.days.map((day, index) => ({
      title: `${day.title} (rewritten)`,
      theme: `${day.theme}, day ${index + 1}`,
      description: `Start slow. ${day.description}`,
      summary: `In short: ${day.summary}`,
      activities: day.activities.map((activity) => ({
        description: `${activity.description} Take your time here.`,
        tip: `Good to know: ${activity.tip}`,
      })),
    })),
  };
}

const preferences: ItineraryPreferences = {
  duration: 2,
  people: "2",
  dates: { start: "2026-01-15", end: "2026-01-16" },
  interests: ["Beaches & Water Sports", "Hiking & Nature"],
  diningStyle: "Mix of all",
  cuisines: ["Local Hawaiian", "Seafood"],
  activityLevel: "Moderate",
  groupType: "Couple",
  budget: "Moderate ($$)",
};
const NOW = new Date("2026-01-10T00:00:00Z");

let database: DatabaseHandle;
let directory: Directory;
let baseURL: string;
let builtin: Itinerary;
const warnings: { obj: Record<string, unknown>; msg: string }[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
  ({ database, directory } = await openSeededDirectory());
  builtin = planItinerary(directory, preferences, NOW);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});
beforeEach(() => {
  warnings.length = 0;
});

function capturingLogger() {
  const logger = createLogger("silent");
  logger.warn = ((obj: Record<string, unknown>, msg?: string) => {
    warnings.push({ obj, msg: msg ?? "" });
  }) as typeof logger.warn;
  return logger;
}

function rewriter(timeoutMs = 5000) {
  return createOpenAiProseRewriter({ baseURL, apiKey: "test-key", model: "test-model", timeoutMs }, capturingLogger());
}

/** The plan without its prose fields: what must stay exactly as planned. */
function withoutProse(itinerary: Itinerary) {
  const { introduction: _introduction, ...rest } = itinerary;
  return {
    ...rest,
    days: itinerary.days.map(({ title: _t, theme: _th, description: _d, summary: _s, ...day }) => ({
      ...day,
      activities: day.activities.map(({ description: _ad, tip: _tip, ...activity }) => activity),
    })),
  };
}

/** A fresh copy of the built-in plan, to prove the rewriter returns it untouched. */
function freshPlan(): Itinerary {
  return structuredClone(builtin);
}

async function expectBuiltinKept(reply: (prose: Prose) => string, reason: RegExp) {
  mode = { kind: "answer", reply };
  warnings.length = 0;
  const plan = freshPlan();
  const result = await rewriter()(plan);
  expect(result).toEqual(builtin);
  expect(warnings).toHaveLength(1);
  expect(String(warnings[0]?.obj.reason)).toMatch(reason);
  // The warning carries no text of the plan or of the answer.
  const logged = JSON.stringify(warnings);
  for (const activity of builtin.days.flatMap((day) => day.activities)) expect(logged).not.toContain(activity.name);
  expect(logged).not.toContain("Moonlight");
}

describe("the itinerary prose rewriter", () => {
  it("replaces only the prose: names, times, places, durations, drives, kinds and the overview stay as planned", async () => {
    mode = { kind: "answer", reply: (prose) => `\`\`\`json\n${JSON.stringify(rewrite(prose))}\n\`\`\`` };
    const result = await rewriter()(freshPlan());
    expect(warnings).toEqual([]);
    expect(withoutProse(result)).toEqual(withoutProse(builtin));
    expect(proseOf(result)).toEqual(rewrite(proseOf(builtin)));
    expect(result.introduction).not.toBe(builtin.introduction);

    // The model was sent the prose and the facts, and nothing asked it for places.
    const request = received.at(-1)!;
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.body.model).toBe("test-model");
    expect(request.body.messages[0]?.content).toContain("Never name a place");
    const user = request.body.messages[1]?.content ?? "";
    expect(user).toContain(JSON.stringify(proseOf(builtin)));
    expect(user).toContain(builtin.days[0]!.activities[0]!.time);
  });

  it("keeps the built-in plan when the answer is not JSON", async () => {
    await expectBuiltinKept(() => '{"introduction": "Aloha", "days": [}', /not valid JSON/);
    await expectBuiltinKept(() => "Sorry, I can't help with that.", /no JSON object/);
  });

  it("keeps the built-in plan when a count, the shape or a length is wrong", async () => {
    await expectBuiltinKept((prose) => {
      const answer = rewrite(prose);
      answer.days[0]!.activities.pop();
      return JSON.stringify(answer);
    }, /shape \(days\.0\.activities/);
    await expectBuiltinKept((prose) => {
      const answer = rewrite(prose);
      answer.days.push(answer.days[0]!);
      return JSON.stringify(answer);
    }, /shape \(days/);
    await expectBuiltinKept((prose) => {
      const answer = rewrite(prose);
      answer.days[1]!.summary = "   ";
      return JSON.stringify(answer);
    }, /shape \(days\.1\.summary/);
    await expectBuiltinKept((prose) => {
      const answer = rewrite(prose);
      answer.days[0]!.theme = "x".repeat(5000);
      return JSON.stringify(answer);
    }, /shape \(days\.0\.theme/);
    await expectBuiltinKept((prose) => JSON.stringify({ ...rewrite(prose), introduction: 42 }), /introduction/);
  });

  it("keeps the built-in plan when the answer names a place that is not in the plan", async () => {
    await expectBuiltinKept((prose) => {
      const answer = rewrite(prose);
      answer.days[0]!.description += " Then stop at Moonlight Cove for a swim.";
      return JSON.stringify(answer);
    }, /names a place that is not in the plan/);
    await expectBuiltinKept((prose) => {
      const answer = rewrite(prose);
      answer.days[1]!.activities[1]!.tip = "Moonlight Beach is quieter in the morning.";
      return JSON.stringify(answer);
    }, /names a place/);
  });

  it("keeps the built-in plan when the answer gives a time the plan does not have", async () => {
    await expectBuiltinKept((prose) => {
      const answer = rewrite(prose);
      answer.days[0]!.description += " Lunch is at 11:07 AM sharp.";
      return JSON.stringify(answer);
    }, /time that is not in the plan/);
  });

  it("keeps the built-in plan when the model fails or does not answer in time", async () => {
    mode = { kind: "error500" };
    expect(await rewriter()(freshPlan())).toEqual(builtin);
    expect(warnings[0]?.obj.reason).toBe("the model's API answered 500");

    warnings.length = 0;
    mode = { kind: "hang" };
    expect(await rewriter(1000)(freshPlan())).toEqual(builtin);
    expect(warnings[0]?.obj.reason).toBe("the model did not answer in time");
  });

  it("sends no request and changes nothing without a model configured", async () => {
    const before = received.length;
    const plan = freshPlan();
    const result = await createProseRewriter(testEnv({ AI_BASE_URL: baseURL }), capturingLogger())(plan);
    expect(result).toBe(plan);
    expect(result).toEqual(builtin);
    expect(received.length).toBe(before);
    expect(warnings).toEqual([]);
  });
});

describe("the place-name check", () => {
  it("accepts the built-in text of varied plans as it is (a model that changes nothing is not refused)", () => {
    const variants: Partial<ItineraryPreferences>[] = [
      {},
      { duration: 15, dates: { start: "2026-07-01", end: "2026-07-15" }, groupType: "Family with kids", people: "3-4" },
      {
        duration: 5,
        interests: ["Food & Dining", "Culture & History"],
        diningStyle: "Fine dining",
        budget: "Ultra-luxury ($$$$)",
      },
      {
        duration: 7,
        interests: [
          "Adventure Sports",
          "Photography & Scenic Views",
          "Shopping & Local Markets",
          "Relaxation & Wellness",
        ],
        activityLevel: "Very Active",
        groupType: "Friends",
      },
      {
        duration: 3,
        groupType: "Solo traveler",
        people: "1",
        activityLevel: "Relaxed",
        dates: { start: null, end: null },
      },
    ];
    for (const variant of variants) {
      const plan = planItinerary(directory, { ...preferences, ...variant }, NOW);
      expect(rejectionReason(plan, proseOf(plan)), JSON.stringify(variant)).toBeNull();
    }
  });

  const known = ` Kapaa Beach Park Kountry Kitchen Dukes Kauai Alekoko Menehune Fishpond Overlook Hulēia River `;
  it("accepts names from the plan, ordinary proper words and sentence openers", () => {
    for (const text of [
      "Breakfast at Kountry Kitchen, then Kapaʻa Beach Park.",
      "Start at Kapaa Beach Park. Grab dinner at Duke's Kauaʻi after the sunset at Alekoko (Menehune) Fishpond Overlook.",
      "In January the North Shore is wild; Kauaʻi's Garden Isle charm shows on Saturday.",
      "Day 2: Kapaʻa Beach Park's lawns at 8:00 AM.",
      "Lunch first\nGrab a table at Kountry Kitchen",
    ]) {
      expect(namesOnlyFromPlan(text, known), text).toBe(true);
    }
  });
  it("refuses a name the plan does not use, at the start of a sentence or inside it", () => {
    for (const text of [
      "Then stop at Moonlight Cove.",
      "Moonlight Beach is next.",
      "Start at Secret Beach.",
      "Breakfast at Kountry Kitchen, then Polihale State Park.",
      "Lunch first\nMoonlight Beach after",
    ]) {
      expect(namesOnlyFromPlan(text, known), text).toBe(false);
    }
  });
});

describe("the itinerary routes with a model configured", () => {
  it("answer and save the rewritten prose over the planned facts", async () => {
    mode = { kind: "answer", reply: (prose) => JSON.stringify(rewrite(prose)) };
    const t = await createTestApp({ env: { AI_API_KEY: "test-key", AI_MODEL: "test-model", AI_BASE_URL: baseURL } });
    try {
      await seedForTests(t.database.db);
      t.clock.set(NOW);
      const agent = createAgent(t, { ip: "198.51.100.80" });
      const wire = { preferences: { ...preferences, duration: "2 days" } };
      const planned = (await (await agent.request("/api/itinerary", { json: wire })).json()) as Itinerary;
      expect(planned.introduction.startsWith("Aloha! ")).toBe(true);
      expect(withoutProse(planned)).toEqual(withoutProse(builtin));

      await agent.signUp("prose@example.com", "itinerary-pass-1");
      const response = await agent.request("/api/itineraries", { json: wire });
      expect(response.status).toBe(201);
      const saved = (await response.json()) as SavedItinerary;
      expect(saved.itinerary.days[0]?.title.endsWith("(rewritten)")).toBe(true);
      expect(withoutProse(saved.itinerary)).toEqual(withoutProse(builtin));
    } finally {
      await t.close();
    }
  });
});
