import { describe, expect, it } from "vitest";
import type { ChatResult } from "../api/chat-api";
import { type ChatState, chatReducer, initialChatState } from "./chat-state";

const PLACE = {
  id: "p1",
  name: "Hanalei Bay",
  category: "beach",
  region: "north_shore",
} as unknown as ChatResult["places"][number];

function reply(conversationId = "c1"): ChatResult {
  return {
    conversationId,
    message: { id: "m2", role: "assistant", content: "Try Hanalei Bay.", createdAt: "2026-11-23T10:00:00Z" },
    places: [PLACE],
    remainingMessages: 49,
  };
}

function run(state: ChatState, ...actions: Parameters<typeof chatReducer>[1][]): ChatState {
  return actions.reduce(chatReducer, state);
}

describe("the chat screen's state", () => {
  it("a sent message shows at once, streams its reply, and settles into the conversation", () => {
    const state = run(
      { ...initialChatState, draft: "beaches?" },
      { type: "sendStarted", tempId: "temp-1", message: "beaches?", at: "2026-11-23T09:59:59Z" },
      { type: "delta", text: "Try " },
      { type: "delta", text: "Hanalei" },
    );
    expect(state.draft).toBe("");
    expect(state.isThinking).toBe(true);
    expect(state.streamingText).toBe("Try Hanalei");
    expect(state.messages.map((m) => m.id)).toEqual(["temp-1"]);

    const done = run(
      state,
      { type: "replyArrived", tempId: "temp-1", result: reply(), announcement: "AlohaBot: Try Hanalei Bay." },
      { type: "sendSettled" },
    );
    expect(done.messages.map((m) => m.id)).toEqual(["user-m2", "m2"]);
    expect(done.places).toEqual([PLACE]);
    expect(done.conversationId).toBe("c1");
    expect(done.isThinking).toBe(false);
    expect(done.streamingText).toBeNull();
    expect(done.suggestionRound).toBe(1);
    expect(done.announcement).toBe("AlohaBot: Try Hanalei Bay.");
  });

  it("a restarted stream starts its text again; a failed send puts the message back in the box", () => {
    const state = run(
      initialChatState,
      { type: "sendStarted", tempId: "temp-1", message: "hikes?", at: "x" },
      { type: "delta", text: "partial" },
      { type: "streamReset" },
    );
    expect(state.streamingText).toBe("");
    const failed = run(state, { type: "sendFailed", tempId: "temp-1", message: "hikes?" }, { type: "sendSettled" });
    expect(failed.messages).toEqual([]);
    expect(failed.draft).toBe("hikes?");
    expect(failed.isThinking).toBe(false);
  });

  it("opening, rating and starting anew", () => {
    const opened = run(initialChatState, {
      type: "conversationOpened",
      id: "c9",
      detail: {
        conversation: { id: "c9", title: "Beaches", updatedAt: "x" },
        messages: [{ id: "m1", role: "assistant", content: "Hi", createdAt: "x", places: [] }],
        places: [PLACE],
        ratings: { m1: "thumbs_up" },
      },
    });
    expect(opened.conversationId).toBe("c9");
    const rated = run(opened, { type: "rated", messageId: "m1", rating: "thumbs_down" });
    expect(rated.ratings).toEqual({ m1: "thumbs_down" });
    // A reply in an open conversation keeps its id and earlier places when it brings none.
    const kept = run(rated, {
      type: "replyArrived",
      tempId: "none",
      result: { ...reply("other"), places: [] },
      announcement: "",
    });
    expect(kept.conversationId).toBe("c9");
    expect(kept.places).toEqual([PLACE]);
    const fresh = run(kept, { type: "draftChanged", draft: "typed" }, { type: "newConversation" });
    expect(fresh).toMatchObject({ conversationId: null, messages: [], places: [], ratings: {}, draft: "typed" });
    expect(fresh.suggestionRound).toBe(kept.suggestionRound + 1);
  });
});
