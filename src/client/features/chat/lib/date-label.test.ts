import { describe, expect, it } from "vitest";
import { conversationDateLabel } from "./date-label";

describe("conversationDateLabel", () => {
  const now = new Date(2026, 10, 21, 15, 0);
  it("says Today, Yesterday and N days ago up to 7, then a short date", () => {
    expect(conversationDateLabel(new Date(2026, 10, 21, 1, 0), now)).toBe("Today");
    expect(conversationDateLabel(new Date(2026, 10, 20, 23, 0), now)).toBe("Yesterday");
    expect(conversationDateLabel(new Date(2026, 10, 16, 9, 0), now)).toBe("5 days ago");
    expect(conversationDateLabel(new Date(2026, 10, 14, 9, 0), now)).toBe("7 days ago");
    expect(conversationDateLabel(new Date(2026, 10, 13, 9, 0), now)).toBe("Nov 13");
  });
});
