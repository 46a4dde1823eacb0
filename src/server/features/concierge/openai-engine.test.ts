import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { createLogger } from "@/server/lib/logger";
import type { ConciergeEvent } from "@/server/providers/ai/concierge-engine";
import { seedForTests } from "../../../../tests/setup/seed";
import { createTestDatabase } from "../../../../tests/setup/test-db";
import { createBuiltinEngine } from "./builtin-engine";
import { type Directory, loadDirectory } from "./directory";
import { createOpenAiEngine, visibleLength } from "./openai-engine";

type Mode = { kind: "stream"; pieces: string[] } | { kind: "error500" } | { kind: "hang" };
let mode: Mode = { kind: "error500" };
const received: { body: { model: string; stream: boolean; messages: { role: string; content: string }[] } }[] = [];

/** A local server speaking the chat-completions streaming protocol (server-sent events). */
const server: Server = createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk: Buffer) => {
    raw += chunk.toString();
  });
  req.on("end", () => {
    received.push({ body: JSON.parse(raw) });
    if (req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    if (mode.kind === "error500") {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "boom", type: "server_error" } }));
      return;
    }
    if (mode.kind === "hang") {
      res.writeHead(200, { "content-type": "text/event-stream" });
      return; // never finishes
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    for (const [index, piece] of mode.pieces.entries()) {
      const chunk = {
        id: "chatcmpl-1",
        object: "chat.completion.chunk",
        created: 1,
        model: "test-model",
        choices: [
          {
            index: 0,
            delta: index === 0 ? { role: "assistant", content: piece } : { content: piece },
            finish_reason: null,
          },
        ],
      };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    res.write(
      `data: ${JSON.stringify({ id: "chatcmpl-1", object: "chat.completion.chunk", created: 1, model: "test-model", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
    );
    res.end("data: [DONE]\n\n");
  });
});

let database: DatabaseHandle;
let directory: Directory;
let baseURL: string;
const warnings: string[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
  database = await createTestDatabase();
  await seedForTests(database.db);
  directory = await loadDirectory(database.db);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

function engine(timeoutMs = 2000) {
  const logger = createLogger("silent");
  logger.warn = ((_obj: unknown, msg?: string) => {
    warnings.push(msg ?? "");
  }) as typeof logger.warn;
  const getDirectory = async () => directory;
  return createOpenAiEngine(
    { baseURL, apiKey: "test-key", model: "test-model", timeoutMs, maxOutputTokens: 300 },
    { getDirectory, fallback: createBuiltinEngine(getDirectory, "AlohaBot"), logger, siteName: "AlohaBot" },
  );
}

async function collect(events: AsyncIterable<ConciergeEvent>) {
  const all: ConciergeEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

const input = {
  history: [
    { role: "user" as const, content: "We love snorkelling" },
    { role: "assistant" as const, content: "Great!" },
  ],
  message: "Where should we snorkel on the north shore?",
  now: new Date("2026-07-01T12:00:00Z"),
};

describe("the OpenAI-compatible concierge", () => {
  it("streams text in order, hides the JSON block and keeps only directory places", async () => {
    mode = {
      kind: "stream",
      pieces: [
        "Aloha! ",
        "For calm summer snorkelling, ",
        "head to **Tunnels Beach**",
        " and **ʻAnini Beach Park**. ",
        "Also try Moonlight Cove.\n\n",
        '```json\n{"recommendations":[',
        '{"place_id":"kauai-tunnels-beach","name":"Tunnels Beach"},',
        '{"name":"ʻAnini Beach Park"},',
        '{"place_id":"made-up-place","name":"Moonlight Cove"}]}',
        "\n```",
      ],
    };
    const events = await collect(engine().answer(input));
    const text = events
      .filter((e) => e.type === "delta")
      .map((e) => (e as { text: string }).text)
      .join("");
    const done = events.at(-1);
    expect(done?.type).toBe("done");
    if (done?.type !== "done") return;
    expect(text).toBe(done.text);
    expect(done.text).toMatch(
      /^Aloha! For calm summer snorkelling, head to \*\*Tunnels Beach\*\* and \*\*ʻAnini Beach Park\*\*\. Also try Moonlight Cove\./,
    );
    // The model left out the places' safety notes: the server adds them in full.
    for (const id of ["kauai-tunnels-beach", "kauai-anini-beach"]) {
      for (const note of directory.byId.get(id)?.facts?.safetyNotes ?? []) expect(done.text).toContain(note);
    }
    expect(text).not.toContain("recommendations");
    expect(done.places.map((p) => p.place_id)).toEqual(["kauai-tunnels-beach", "kauai-anini-beach"]);

    const request = received.at(-1)!.body;
    expect(request).toMatchObject({ model: "test-model", stream: true });
    expect(request.messages[0]?.role).toBe("system");
    expect(request.messages[0]?.content).toContain("Recommend places ONLY from the list below");
    expect(request.messages[0]?.content).toContain("place_id=kauai-tunnels-beach");
    expect(request.messages.slice(1).map((m) => m.role)).toEqual(["user", "assistant", "user"]);
  });

  it("asks the model to answer in the visitor's language, grounded without the English-only notice", async () => {
    mode = { kind: "stream", pieces: ["Prueben Lydgate Beach Park con los niños."] };
    await collect(engine().answer({ ...input, history: [], message: "¿Dónde podemos nadar con niños en Kauai?" }));
    const system = received.at(-1)?.body.messages[0]?.content ?? "";
    expect(system).toContain("Answer in the visitor's language");
    expect(system).not.toContain("respondo solo en inglés");
  });

  it("uses the text fallback when the model sends no JSON", async () => {
    mode = { kind: "stream", pieces: ["I recommend Lydgate Beach Park ", "for the kids."] };
    const events = await collect(engine().answer({ ...input, message: "beach for kids on the east side" }));
    const done = events.at(-1);
    expect(done?.type === "done" && done.places.map((p) => p.place_id)).toEqual(["kauai-lydgate-beach-park"]);
  });

  it("answers an emergency in progress itself, without asking the model", async () => {
    mode = { kind: "stream", pieces: ["Try Lydgate Beach Park!"] };
    const before = received.length;
    const events = await collect(engine().answer({ ...input, message: "my friend is drowning at lydgate" }));
    const done = events.at(-1);
    expect(done?.type === "done" && done.text).toMatch(/^Call 911 now/);
    expect(done?.type === "done" && done.places).toEqual([]);
    expect(received.length).toBe(before);
  });

  it("falls back to the built-in engine on a 500", async () => {
    mode = { kind: "error500" };
    warnings.length = 0;
    const events = await collect(engine().answer(input));
    const done = events.at(-1);
    expect(done?.type).toBe("done");
    expect(done?.type === "done" && done.places.length).toBeGreaterThan(0);
    expect(warnings).toContain("AI provider failed; the built-in concierge answers instead");
  });

  it("falls back to the built-in engine on a timeout", async () => {
    mode = { kind: "hang" };
    warnings.length = 0;
    const started = Date.now();
    const events = await collect(engine(1000).answer(input));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(events.at(-1)?.type).toBe("done");
    expect(warnings).toContain("AI provider failed; the built-in concierge answers instead");
  });

  it("never shows the start of the JSON block while streaming", () => {
    const reply = "Hello there, this is a long enough reply ```js";
    expect(visibleLength(reply)).toBe(reply.indexOf(" ```"));
    expect(visibleLength('Try it {"recommendations": [')).toBe(6);
    expect(visibleLength("short")).toBe(0);
  });
});
