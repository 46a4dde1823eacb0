import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@/client/lib/api-client";
import { installFakeServer } from "@/client/testing/render-route";
import { sendMessageStream } from "./chat-api";

// POST /api/chat streams server-sent events; its `done` event carries the chat result, which is
// parsed with the server's own `chatResultSchema` like any JSON response.

function sseReply(events: [string, unknown][]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [event, data] of events) {
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      }
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

const RESULT = {
  conversationId: "c1",
  message: { id: "m2", role: "assistant", content: "Try Poipu.", createdAt: "2026-01-01T00:00:00.000Z" },
  places: [],
  remainingMessages: 4,
};

afterEach(() => {
  installFakeServer({});
});

describe("sendMessageStream", () => {
  it("streams the deltas and resolves with the done event's result", async () => {
    installFakeServer({
      "POST /api/chat": () =>
        sseReply([
          ["delta", { text: "Try " }],
          ["delta", { text: "Poipu." }],
          ["done", RESULT],
        ]),
    });
    const onDelta = vi.fn();
    await expect(
      sendMessageStream({ message: "beach?", conversationId: null }, { onDelta, onReset: vi.fn() }),
    ).resolves.toEqual(RESULT);
    expect(onDelta.mock.calls).toEqual([["Try "], ["Poipu."]]);
  });

  it("reports a done event that does not match the chat result schema", async () => {
    const { remainingMessages: _dropped, ...withoutQuota } = RESULT;
    installFakeServer({ "POST /api/chat": () => sseReply([["done", withoutQuota]]) });
    const error = await sendMessageStream(
      { message: "beach?", conversationId: null },
      { onDelta: vi.fn(), onReset: vi.fn() },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ code: "response_mismatch" });
    expect((error as Error).message).toMatch(/\/api\/chat does not match its schema at remainingMessages/);
  });
});
