import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema/email";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { createOutboxEmail } from "@/server/providers/email/outbox-email";
import { createAgent } from "../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { createTestDatabase } from "../../../tests/setup/test-db";
import { createLogger, routeConsoleToLogger } from "./logger";

// Runs a suite of real requests (sign-up with e-mail confirmation, wrong and right passwords, a
// password reset from its e-mail, a password change, bad input, a shared itinerary, a crash report,
// a failed query) with the app's logger writing to memory at debug level, then scans every line
// for the secrets it saw and for secret shapes. Any hit fails.

const lines: string[] = [];
const logger = createLogger("debug", { write: (line: string) => void lines.push(line) });
let database: DatabaseHandle;
let t: TestApp;
const secrets = new Set<string>();

const PASSWORD = "log-scan-password-1";
const WRONG = "log-scan-wrong-guess";
const RESET_TO = "log-scan-new-password-2";
const CHANGED = "log-scan-changed-password-3";

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, {
    siteName: "AlohaBot",
    supportEmail: "s@alohabot.local",
    adminEmail: "a@alohabot.local",
    adminPassword: "log-scan-admin-password",
    logger,
  });
  t = await createTestApp({
    database,
    logger,
    email: createOutboxEmail(database.db, logger),
    env: { REQUIRE_EMAIL_CONFIRMATION: "true" },
  });
  for (const secret of [PASSWORD, WRONG, RESET_TO, CHANGED, "log-scan-admin-password"]) secrets.add(secret);
});
afterAll(async () => {
  await t.close();
});

async function lastLink(): Promise<URL> {
  const [mail] = await database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1);
  const match = mail?.textBody.match(/https?:\/\/\S+/);
  if (!match) throw new Error("no link in the outbox");
  return new URL(match[0]);
}

function rememberCookies(agent: ReturnType<typeof createAgent>) {
  for (const value of agent.jar.values()) {
    const decoded = decodeURIComponent(value);
    secrets.add(decoded);
    secrets.add(decoded.split(".")[0] ?? decoded);
  }
}

describe("the logs of a run", () => {
  it("hold no token, password, cookie, session id or SQL value", async () => {
    const email = "logscan@example.com";
    const agent = createAgent(t, { ip: "198.51.100.70" });
    expect((await agent.signUp(email, PASSWORD)).status).toBe(200);

    // Confirmation e-mail: its token rides in the query string.
    const verify = await lastLink();
    const verifyToken = verify.searchParams.get("token");
    expect(verifyToken).toBeTruthy();
    secrets.add(verifyToken!);
    expect((await agent.request(verify.pathname + verify.search)).status).toBe(302);

    expect((await agent.signIn(email, WRONG)).status).toBe(401);
    expect((await agent.signIn(email, PASSWORD)).status).toBe(200);
    rememberCookies(agent);

    // Password reset: the token is a path segment of the e-mailed link.
    await createAgent(t, { ip: "198.51.100.71" }).request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/auth?type=recovery" },
    });
    const reset = await lastLink();
    const resetToken = reset.pathname.split("/").at(-1)!;
    secrets.add(resetToken);
    const landing = await createAgent(t).request(reset.pathname + reset.search);
    expect(landing.status).toBe(302);
    const done = await createAgent(t).request("/api/auth/reset-password", {
      json: { token: resetToken, newPassword: RESET_TO },
    });
    expect(done.status).toBe(200);

    const device = createAgent(t, { ip: "198.51.100.72" });
    expect((await device.signIn(email, RESET_TO)).status).toBe(200);
    rememberCookies(device);
    const changed = await device.request("/api/auth/change-password", {
      json: { currentPassword: RESET_TO, newPassword: CHANGED },
    });
    expect(changed.status).toBe(200);
    rememberCookies(device);

    // Bad input and a share link.
    expect(
      (await device.request("/api/reviews", { json: { reviewerName: "x\u0000", reviewText: "y", starRating: 5 } }))
        .status,
    ).toBe(400);
    await device.request("/api/me/consent", { json: { consent: true } });
    const saved = (await (
      await device.request("/api/itineraries", {
        json: {
          preferences: {
            duration: "1 day",
            people: "2",
            interests: ["Hiking & Nature"],
            diningStyle: "Mid-range",
            cuisines: ["Seafood"],
            activityLevel: "Moderate",
            groupType: "Couple",
            budget: "Moderate ($$)",
          },
        },
      })
    ).json()) as { id: string };
    const share = (await (await device.request(`/api/itineraries/${saved.id}/share`, { method: "POST" })).json()) as {
      shareToken: string;
    };
    secrets.add(share.shareToken);
    expect((await createAgent(t).request(`/api/shared/${share.shareToken}`)).status).toBe(200);

    // A crash report from a page whose address held a token.
    await createAgent(t).request("/api/client-errors", {
      json: {
        message: "Failed at https://x.test/auth?token=crash-report-secret",
        path: "/auth?token=crash-report-secret",
      },
    });
    secrets.add("crash-report-secret");

    // A failed query with a parameter value, logged the way the error handler logs it.
    const failure = await database.db
      .execute(sql`select ${"sql-parameter-secret"}::int`)
      .catch((error: unknown) => error);
    logger.error({ err: failure }, "unhandled error");
    secrets.add("sql-parameter-secret");

    // What a library prints to the console (better-auth's adapter prints failed queries whole)
    // goes through the logger on a running server (index.ts).
    const restore = routeConsoleToLogger(logger);
    try {
      console.error(failure);
      console.error("Failed to query fallback join for model user:", { where: [{ value: "where-clause-secret" }] });
    } finally {
      restore();
    }
    secrets.add("where-clause-secret");

    const log = lines.join("");
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('"msg":"e-mail stored in the outbox (no SMTP_URL set)"');
    expect(log).toContain('"path":"/api/auth/reset-password/[redacted]"');
    expect(log).toMatch(/"source":"console","err":\{"type":"\w+","message":"database query failed"/);
    const hits = [...secrets].filter((secret) => secret.length >= 8 && log.includes(secret));
    expect(hits).toEqual([]);
    for (const shape of [
      /token=(?!\[redacted\])/i,
      /(session_token|alohabot_device)=(?!\[redacted\])/,
      /params: (?!\[redacted\])/,
      /Failed query/,
      /"stack":/,
      /\bat [\w.<>]+ \(/,
      /"(password|newPassword|currentPassword)":"(?!\[redacted\])/,
    ]) {
      expect(log.match(shape)?.[0] ?? null, String(shape)).toBeNull();
    }
    // Errors are kept, structured (kind, code, message, cause), without their stack.
    const errorLine = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "unhandled error");
    expect(errorLine.err.message).toBe("database query failed");
    expect(errorLine.err.cause.code).toBe("22P02");
    expect(errorLine.err.stack).toBeUndefined();
  });
});
