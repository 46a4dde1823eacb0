// npm run bench:chat - latency of the built-in concierge over the evaluation questions with the
// full seeded directory (each question answered 20 times). Writes the figures to docs/benchmarks.md.
import { loadavg } from "node:os";
import { eq } from "drizzle-orm";
import { createApp } from "@/server/app";
import { openDatabase } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import { users } from "@/server/db/schema/auth";
import { profiles } from "@/server/db/schema/profiles";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { loadEnv } from "@/server/env";
import { createConcierge } from "@/server/features/concierge/create-concierge";
import { createDirectoryCache, loadDirectory } from "@/server/features/concierge/directory";
import { runConciergeEval } from "@/server/features/concierge/eval";
import { systemClock } from "@/server/lib/clock";
import { createLogger } from "@/server/lib/logger";
import { createOutboxEmail } from "@/server/providers/email/outbox-email";
import { createPayments } from "@/server/providers/payments/create-payments";
import { createStorage } from "@/server/providers/storage/create-storage";
import { writeBenchmarkSection } from "./benchmarks-file";
import { builtinAnswer, EVAL_SETS, type EvalSetName, readEvalSet } from "./concierge-eval-setup";

const ROUNDS = 20;
const TARGET_P95_MS = 50;
// Every evaluation set's questions (the timing does not look at the grades).
// (Every set in tests/eval/, as the evaluation lists them.)
const SET_NAMES = Object.keys(EVAL_SETS) as EvalSetName[];
const dev = readEvalSet("dev");
const file = { ...dev, cases: SET_NAMES.flatMap((name) => readEvalSet(name).cases) };
const DEV_COUNT = SET_NAMES.filter((name) => name.startsWith("dev")).length;
const HELD_OUT_COUNT = SET_NAMES.length - DEV_COUNT;
const database = await openDatabase({ kind: "pglite-memory" });
await runMigrations(database);
await seedDatabase(database.db, {
  siteName: "AlohaBot",
  supportEmail: "support@alohabot.local",
  adminEmail: "admin@alohabot.local",
  adminPassword: "bench-admin-password",
  logger: createLogger("silent"),
});
const directory = await loadDirectory(database.db);

const answer = builtinAnswer(directory);
runConciergeEval(directory, file, answer); // warm-up
const timings: number[] = [];
for (let round = 0; round < ROUNDS; round++) timings.push(...runConciergeEval(directory, file, answer).timingsMs);
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0;
const p50 = at(0.5);
const p95 = at(0.95);
const max = timings.at(-1) ?? 0;
// The whole POST /api/chat path in-process: session, premium guard, quota, engine and storage.
const USERS = 50;
const MESSAGES_PER_USER = 4;
const env = loadEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000" });
const logger = createLogger("silent");
const cache = createDirectoryCache(database.db);
const app = createApp({
  env,
  database,
  logger,
  clock: systemClock,
  email: createOutboxEmail(database.db, logger),
  payments: createPayments(env, database.db, systemClock),
  directory: cache,
  concierge: createConcierge(env, () => cache.get(), logger),
  storage: createStorage(env),
  authSecret: "bench-secret-that-is-long-enough-for-better-auth",
});
const origin = { origin: "http://localhost:3000", "content-type": "application/json" };
const cookies: string[] = [];
for (let i = 0; i < USERS; i++) {
  const email = `bench${i}@example.com`;
  const res = await app.request(
    "/api/auth/sign-up/email",
    { method: "POST", headers: origin, body: JSON.stringify({ email, password: "bench-password-1", name: "" }) },
    { incoming: { socket: { remoteAddress: `198.19.0.${i + 1}` } } },
  );
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  cookies.push(cookie);
  await app.request("/api/me/consent", {
    method: "POST",
    headers: { ...origin, cookie },
    body: JSON.stringify({ consent: true }),
  });
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  await database.db.update(profiles).set({ hasPaid: true }).where(eq(profiles.userId, user!.id));
}
const questions = file.cases.map((c) => c.turns.at(-1) ?? "beaches?");
const pathTimings: number[] = [];
let failures = 0;
const startedAll = performance.now();
await Promise.all(
  cookies.map(async (cookie, userIndex) => {
    let conversationId: string | undefined;
    for (let m = 0; m < MESSAGES_PER_USER; m++) {
      const started = performance.now();
      const res = await app.request("/api/chat", {
        method: "POST",
        headers: { ...origin, cookie },
        body: JSON.stringify({
          message: questions[(userIndex + m) % questions.length],
          ...(conversationId ? { conversationId } : {}),
        }),
      });
      pathTimings.push(performance.now() - started);
      if (res.status !== 200) failures++;
      else conversationId = ((await res.json()) as { conversationId: string }).conversationId;
    }
  }),
);
const elapsedS = (performance.now() - startedAll) / 1000;
await database.close();
pathTimings.sort((a, b) => a - b);
const pathAt = (q: number) => pathTimings[Math.min(pathTimings.length - 1, Math.floor(q * pathTimings.length))] ?? 0;
const throughput = pathTimings.length / elapsedS;
console.log(
  `POST /api/chat, ${USERS} concurrent users x ${MESSAGES_PER_USER}: p50 ${pathAt(0.5).toFixed(1)} ms, p95 ${pathAt(0.95).toFixed(1)} ms, ${throughput.toFixed(0)} req/s, failures ${failures}`,
);

console.log(
  `${timings.length} answers over ${directory.places.length} places: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${max.toFixed(2)} ms (target p95 ≤ ${TARGET_P95_MS} ms)`,
);
writeBenchmarkSection(
  "concierge-speed",
  `## Concierge speed (built-in engine)

Measured by \`npm run bench:chat\` on ${new Date().toISOString().slice(0, 10)}: every turn of the ${file.cases.length} evaluation conversations (the ${DEV_COUNT} development sets and the ${HELD_OUT_COUNT} held-out sets),
${ROUNDS} rounds (${timings.length} answers), full seeded directory of ${directory.places.length} places, on this 2-core machine (load average ${loadavg()[0]?.toFixed(1)} when measured: other sessions share it).

| p50 | p95 | max | target |
| --- | --- | --- | --- |
| ${p50.toFixed(2)} ms | ${p95.toFixed(2)} ms | ${max.toFixed(2)} ms | p95 ≤ ${TARGET_P95_MS} ms |

The whole \`POST /api/chat\` path in-process (session lookup, premium guard, atomic quota, built-in
engine, storing both messages) on the embedded database, ${USERS} users sending ${MESSAGES_PER_USER} messages each concurrently
(PGlite runs one statement at a time, so this is its serialized throughput):

| requests | p50 | p95 | throughput | failures |
| --- | --- | --- | --- | --- |
| ${pathTimings.length} | ${pathAt(0.5).toFixed(1)} ms | ${pathAt(0.95).toFixed(1)} ms | ${throughput.toFixed(0)} req/s | ${failures} |`,
);
process.exit(p95 <= TARGET_P95_MS && failures === 0 ? 0 : 1);
