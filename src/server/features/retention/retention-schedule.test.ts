import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/client";
import { createLogger } from "@/server/lib/logger";
import { waitFor } from "../../../../tests/setup/wait-for";
import { scheduleRetention } from "./retention.service";

// The schedule is tested over a stand-in database: faked timers would also stop a real driver's own
// timers (PostgreSQL's pool), and the clean-up itself is tested in retention.test.ts.
const workingDb = {
  transaction: async () => ({ ran: true, loginAttempts: 0, rateLimits: 0, signInThrottles: 0, emailOutbox: 0 }),
} as unknown as Db;
afterEach(() => {
  vi.useRealTimers();
});

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: { msg: string }[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, messages: () => lines.map((l) => l.msg) };
}

describe("the retention schedule (fake timers)", () => {
  it("runs a minute after start and then every hour, until stopped", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval"] });
    const { logger, messages } = capturingLogger();
    const stop = scheduleRetention(workingDb, () => new Date("2027-03-01T12:00:00Z"), logger);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(messages()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => messages().includes("retention clean-up done"), { what: "the first run" });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    await waitFor(() => messages().filter((m) => m === "retention clean-up done").length === 2, {
      what: "the hourly run",
    });
    stop();
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(messages().filter((m) => m === "retention clean-up done")).toHaveLength(2);
  });

  it("logs a failed run as a warning and does not throw", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval"] });
    const { logger, messages } = capturingLogger();
    const broken = {
      transaction: () => Promise.reject(new Error("connection lost")),
      execute: () => Promise.reject(new Error("connection lost")),
    } as unknown as Db;
    const stop = scheduleRetention(broken, () => new Date(), logger);
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => messages().includes("retention clean-up failed; it runs again in an hour"), {
      what: "the warning",
    });
    stop();
  });
});
