import type { PlaceCard } from "@/shared/schemas/place-card";
import type { ChatMessage, ChatResult, ConversationDetail, Rating } from "../api/chat-api";

/** What the chat screen holds itself; the conversation list, quota and suggestions are queries. */
export type ChatState = {
  conversationId: string | null;
  messages: ChatMessage[];
  places: PlaceCard[];
  ratings: Record<string, Rating>;
  draft: string;
  /** The reply as it streams in; null when no reply is on its way. */
  streamingText: string | null;
  isThinking: boolean;
  /** Bumped when the conversation changes or a reply lands, so fresh suggestions are read. */
  suggestionRound: number;
  announcement: string;
};

export type ChatAction =
  | { type: "draftChanged"; draft: string }
  | { type: "newConversation" }
  | { type: "conversationOpened"; id: string; detail: ConversationDetail }
  | { type: "sendStarted"; tempId: string; message: string; at: string }
  | { type: "delta"; text: string }
  | { type: "streamReset" }
  | { type: "replyArrived"; tempId: string; result: ChatResult; announcement: string }
  | { type: "sendFailed"; tempId: string; message: string }
  | { type: "sendSettled" }
  | { type: "rated"; messageId: string; rating: Rating };

export const initialChatState: ChatState = {
  conversationId: null,
  messages: [],
  places: [],
  ratings: {},
  draft: "",
  streamingText: null,
  isThinking: false,
  suggestionRound: 0,
  announcement: "",
};

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "draftChanged":
      return { ...state, draft: action.draft };
    case "newConversation":
      return {
        ...state,
        conversationId: null,
        messages: [],
        places: [],
        ratings: {},
        streamingText: null,
        suggestionRound: state.suggestionRound + 1,
      };
    case "conversationOpened":
      return {
        ...state,
        conversationId: action.id,
        messages: action.detail.messages,
        places: action.detail.places,
        ratings: action.detail.ratings,
      };
    case "sendStarted":
      return {
        ...state,
        messages: [
          ...state.messages,
          { id: action.tempId, role: "user", content: action.message, createdAt: action.at },
        ],
        draft: "",
        isThinking: true,
        streamingText: "",
      };
    case "delta":
      return { ...state, streamingText: (state.streamingText ?? "") + action.text };
    case "streamReset":
      return { ...state, streamingText: "" };
    case "replyArrived": {
      const { result } = action;
      return {
        ...state,
        messages: [
          ...state.messages.map((m) => (m.id === action.tempId ? { ...m, id: `user-${result.message.id}` } : m)),
          { ...result.message, places: result.places },
        ],
        places: result.places.length > 0 ? result.places : state.places,
        conversationId: state.conversationId ?? result.conversationId,
        announcement: action.announcement,
        suggestionRound: state.suggestionRound + 1,
      };
    }
    case "sendFailed":
      return { ...state, messages: state.messages.filter((m) => m.id !== action.tempId), draft: action.message };
    case "sendSettled":
      return { ...state, isThinking: false, streamingText: null };
    case "rated":
      return { ...state, ratings: { ...state.ratings, [action.messageId]: action.rating } };
  }
}
