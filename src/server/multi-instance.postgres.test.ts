import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { openMigratedDatabase } from "@/server/db/open-from-env";
import { users } from "@/server/db/schema/auth";
import { paymentEvents, payments } from "@/server/db/schema/payments";
import { profiles } from "@/server/db/schema/profiles";
import { hasBeenSeeded, seedDatabase } from "@/server/db/seed/run-seed";
import { loadEnv } from "@/server/env";
import { createHttpServer } from "@/server/lib/http-server";
import { createLogger } from "@/server/lib/logger";
import { LOCKOUT_MAX_FAILURES } from "@/shared/constants";
import { createAdminAgent } from "../../tests/setup/admin";
import { createAgent } from "../../tests/setup/agent";
import { createPaidAgent } from "../../tests/setup/factories";
import { startFakeStripe } from "../../tests/setup/fake-stripe";
import { TEMPLATE_DB } from "../../tests/setup/global-db";
import { pgAdmin } from "../../tests/setup/pg-admin";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

// Two app instances on ONE PostgreSQL database, as two servers behind a load balancer would be:
// each has its own connection pool, in-memory public cache, places directory and LISTEN
// connection; they share nothing but the database. Every rule that must hold across instances
// (quota, lockout, sessions, cache invalidation, payment fulfilment) is checked here.

const WEBHOOK_SECRET = "whsec_multi_instance";
const stripe = new Stripe("sk_test_signing_only");
const baseUrl = process.env.TEST_DATABASE_URL as string;
const dbName = `alohabot_multi_${randomBytes(5).toString("hex")}`;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let a: TestApp;
let b: TestApp;
const handles: DatabaseHandle[] = [];

const admin = (sql: string) => pgAdmin(sql, baseUrl);

async function instance(): Promise<TestApp> {
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({
    kind: "postgres",
    url: url.toString(),
    poolMax: 10,
    logger: createLogger("silent"),
  });
  handles.push(database);
  return createTestApp({
    database,
    listen: true,
    // The session cache on, with its longest TTL: a change must reach the other instance by notification.
    env: { STRIPE_SECRET_KEY: "sk_test_multi", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, SESSION_CACHE_TTL_MS: "10000" },
    stripeApi: fake.api,
  });
}

beforeAll(async () => {
  fake = await startFakeStripe();
  await admin(`CREATE DATABASE ${dbName} TEMPLATE ${TEMPLATE_DB}`);
  a = await instance();
  b = await instance();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const handle of handles) await handle.close();
  await admin(`DROP DATABASE IF EXISTS ${dbName}`);
  await fake.close();
});

/** The same browser talking to both instances (the cookies travel with it). */
function sameBrowser(from: ReturnType<typeof createAgent>, on: TestApp, ip: string) {
  const other = createAgent(on, { ip });
  for (const [name, value] of from.jar) other.jar.set(name, value);
  return other;
}

describe("two instances on one database", () => {
  it("a session made on one works on the other", async () => {
    const { agent } = await createPaidAgent(a, "roaming@example.com");
    const onB = sameBrowser(agent, b, "198.18.200.1");
    expect((await onB.me()).user).toMatchObject({ email: "roaming@example.com", hasPaid: true });
    expect((await onB.request("/api/chat/quota")).status).toBe(200);
    // Signing out on B ends the session on A too.
    expect((await onB.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect((await agent.me()).user).toBeNull();
  });

  it("a session cached on one is ended by a sign-out or a deactivation on the other, and sees a payment", async () => {
    // Each instance keeps signed-in reads' session lookups (session-cache.ts); the database triggers'
    // notifications (migration 0013) carry every change to the other at once, well inside the TTL.
    const ended = async (agent: ReturnType<typeof createAgent>) => {
      const until = Date.now() + 5000;
      while ((await agent.me()).user !== null && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return (await agent.me()).user === null;
    };
    const leaving = createAgent(a, { ip: "198.18.201.1" });
    await leaving.signUp("cached-sign-out@example.com", "pineapple-2026");
    expect((await leaving.me()).user).not.toBeNull();
    const leavingOnB = sameBrowser(leaving, b, "198.18.201.2");
    expect((await leavingOnB.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect(await ended(leaving)).toBe(true);

    const { agent: adminOnB } = await createAdminAgent(b, "cache-admin@example.com");
    const member = createAgent(a, { ip: "198.18.201.3" });
    await member.signUp("cached-deactivated@example.com", "pineapple-2026");
    const me = (await member.me()).user as { id?: string; email: string };
    const [row] = await a.database.db.select({ id: users.id }).from(users).where(eq(users.email, me.email));
    const res = await adminOnB.request(`/api/admin/users/${row!.id}/deactivated`, { json: { deactivated: true } });
    expect(res.status).toBe(200);
    expect(await ended(member)).toBe(true);

    const payer = createAgent(a, { ip: "198.18.201.4" });
    await payer.signUp("cached-payer@example.com", "pineapple-2026");
    expect((await payer.me()).user).toMatchObject({ hasPaid: false });
    const [paying] = await b.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "cached-payer@example.com"));
    await b.database.db.update(profiles).set({ hasPaid: true }).where(eq(profiles.userId, paying!.id));
    const until = Date.now() + 5000;
    while (((await payer.me()).user as { hasPaid: boolean }).hasPaid !== true && Date.now() < until)
      await new Promise((r) => setTimeout(r, 20));
    expect((await payer.me()).user).toMatchObject({ hasPaid: true });
  });

  it("a paid user with 95 questions used gets exactly 5 of 50 messages split across both", async () => {
    const { agent, userId } = await createPaidAgent(a, "quota-split@example.com");
    await a.database.db
      .update(profiles)
      .set({ questionCount: 95, lastReset: new Date() })
      .where(eq(profiles.userId, userId));
    const onB = sameBrowser(agent, b, "198.18.200.2");
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? agent : onB)
          .request("/api/chat", { json: { message: `Which beach is good for snorkeling? (${i})` } })
          .then((res) => res.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    const [profile] = await b.database.db
      .select({ questionCount: profiles.questionCount })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    expect(profile?.questionCount).toBe(100);
  });

  it(`${LOCKOUT_MAX_FAILURES} failed sign-ins spread across both lock the account on both`, async () => {
    const password = "lock-me-out-2026";
    await createAgent(a, { ip: "198.51.100.90" }).signUp("spread-lock@example.com", password);
    const ip = "192.0.2.77";
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) {
      const res = await createAgent(i % 2 === 0 ? a : b, { ip }).signIn("spread-lock@example.com", `wrong-${i}`);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const app of [a, b]) {
      const res = await createAgent(app, { ip }).signIn("spread-lock@example.com", password);
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("account_locked");
    }
  });

  it("an admin edit on one shows on the other's cached public endpoints within a second", async () => {
    const { agent: editor } = await createAdminAgent(a, "multi-editor@example.com");
    const title = `Terms edited on A ${Date.now()}`;
    // B caches the current text first.
    const before = await b.app.request("/api/public/site-content/terms-of-service");
    expect([200, 404]).toContain(before.status);
    if (before.status === 200) {
      const again = await b.app.request("/api/public/site-content/terms-of-service");
      expect(again.headers.get("etag")).toBe(before.headers.get("etag"));
    }
    const saved = await editor.request("/api/admin/content/terms-of-service", {
      method: "PUT",
      json: { title, contentHtml: "<p>Edited on instance A.</p>" },
    });
    expect(saved.status).toBe(200);
    const shownAt = Date.now();
    await expect
      .poll(
        async () => {
          const res = await b.app.request("/api/public/site-content/terms-of-service");
          return res.status === 200 ? ((await res.json()) as { title: string }).title : null;
        },
        { timeout: 1000, interval: 20 },
      )
      .toBe(title);
    expect(Date.now() - shownAt).toBeLessThan(1000);
  });

  it("an admin edit on one clears the other's answers at the door (node:http in front) by notification", async () => {
    const server = createHttpServer({ fetch: b.app.fetch, front: b.frontCache });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/public/site-content/privacy-policy`;
    try {
      const { agent: editor } = await createAdminAgent(a, "multi-door-editor@example.com");
      const put = (title: string) =>
        editor.request("/api/admin/content/privacy-policy", {
          method: "PUT",
          json: { title, contentHtml: `<p>${title}</p>` },
        });
      expect((await put("Privacy before the edit")).status).toBe(200);
      const title = `Privacy edited on A ${Date.now()}`;
      await expect.poll(async () => (await fetch(url)).status, { timeout: 4000, interval: 20 }).toBe(200);
      await fetch(url);
      const served = b.frontCache.stats().served;
      const cached = await fetch(url);
      expect(cached.status).toBe(200);
      expect(b.frontCache.stats().served).toBe(served + 1);
      expect((await put(title)).status).toBe(200);
      await expect
        // Under the 5-second safety TTL, so only the notification can explain the fresh answer; the
        // test above holds the one-second figure, this one does not depend on the machine's speed.
        .poll(async () => ((await (await fetch(url)).json()) as { title: string }).title, {
          timeout: 4000,
          interval: 20,
        })
        .toBe(title);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a Stripe webhook delivered to both at once grants premium once", async () => {
    const agent = createAgent(a, { ip: "198.51.100.91" });
    await agent.signUp("webhook-twice@example.com", "pineapple-2026");
    await agent.request("/api/me/consent", { json: { consent: true } });
    const checkout = await agent.request("/api/payments/checkout", { json: {} });
    expect(checkout.status).toBe(200);
    const sessionId = ((await checkout.json()) as { url: string }).url.split("/").at(-1)!;
    fake.markPaid(sessionId);
    const payload = JSON.stringify({
      id: `evt_${sessionId}`,
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: sessionId, object: "checkout.session" } },
    });
    const deliver = (app: TestApp) =>
      app.app.request("/api/payments/stripe/webhook", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload,
      });
    const statuses = await Promise.all(
      [deliver(a), deliver(b), deliver(a), deliver(b)].map((p) => Promise.resolve(p).then((r) => r.status)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const [user] = await a.database.db.select().from(users).where(eq(users.email, "webhook-twice@example.com"));
    const [profile] = await a.database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile?.hasPaid).toBe(true);
    const rows = await a.database.db.select().from(payments).where(eq(payments.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "paid" });
    const [events] = await b.database.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_${sessionId}`));
    expect(events?.n).toBe(1);
    expect((await sameBrowser(agent, b, "198.51.100.92").me()).user).toMatchObject({ hasPaid: true });
  });
});

describe("two instances starting at once on an empty database", () => {
  it("migrate and seed it exactly once (an advisory lock orders them)", async () => {
    const emptyName = `alohabot_fresh_${randomBytes(5).toString("hex")}`;
    await admin(`CREATE DATABASE ${emptyName}`);
    const url = new URL(baseUrl);
    url.pathname = `/${emptyName}`;
    const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: url.toString() });
    const logger = createLogger("silent");
    let seeded = 0;
    const start = () =>
      openMigratedDatabase(env, logger, async (handle) => {
        if (await hasBeenSeeded(handle.db)) return;
        seeded++;
        await seedDatabase(handle.db, {
          siteName: "AlohaBot",
          supportEmail: "support@alohabot.local",
          adminEmail: "admin@alohabot.local",
          adminPassword: "fresh-start-password",
          logger,
        });
      });
    const started = await Promise.all([start(), start()]);
    try {
      expect(seeded).toBe(1);
      const [first] = started;
      const admins = await first!.db.select({ n: count() }).from(users).where(eq(users.email, "admin@alohabot.local"));
      expect(admins[0]?.n).toBe(1);
    } finally {
      for (const handle of started) await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${emptyName}`);
    }
  });
});
