// npm run bench:api - the HTTP figures of issue 21, each beside a bare node:http hello server
// measured in the same run (the ratio is what counts on a shared machine). Runs the built app
// (`node dist/server/index.js`) as production does: on the embedded database for the public
// reads, then on a throwaway PostgreSQL 15 cluster (started as the tests start it) for the chat
// path and start-up. Writes the figures to docs/benchmarks.md.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { DAILY_MESSAGE_LIMIT } from "@/shared/constants";
import { writeBenchmarkSection } from "./benchmarks-file";
import { freePort, startPgCluster } from "./pg-cluster";

const root = join(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const CHAT_USERS = 50;
/** App processes on PostgreSQL (WEB_CONCURRENCY), one pass each; BENCH_WORKERS="1" runs one pass. */
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? "1,2").split(",").map(Number);
const CHAT_MESSAGES = 30;
/**
 * Warm-up messages per warm-up user before the chat passes (half JSON, half streamed), sent by 50 other
 * users; each user stays under the daily limit of 100 messages.
 */
const CHAT_WARMUP = 20;
/**
 * Requests each connection sends as a warm-up user at the start of each measured pass, without a break before
 * its measured requests (latencies not recorded): the connections are open and the closed loop is running
 * when measurement starts.
 */
const CONNECTION_WARMUP = 5;
if (CHAT_WARMUP + 2 * CONNECTION_WARMUP >= DAILY_MESSAGE_LIMIT || 2 * CHAT_MESSAGES >= DAILY_MESSAGE_LIMIT)
  throw new Error("the chat passes would exceed the daily limit");
const LIST_REQUESTS = 100;
// BENCH_PART=reads or BENCH_PART=pg runs one half while tuning (nothing is written to the docs then).
const PART = process.env.BENCH_PART ?? "all";
const TARGETS = { ratio: 0.5, chatP99: 150, listP99: 50, startupMs: 3000 };

type Server = { child: ChildProcess; port: number; url: string; output: () => string; stop: () => Promise<void> };

async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<Server & { readyMs: number }> {
  const port = await freePort();
  const started = performance.now();
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") goes to the app's node while profiling.
  const nodeArgs = args[0] === "-e" ? [] : (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", ...env },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { child, port, url, output: () => output, stop, readyMs };
}

/** CPU time (user + system, all threads) a process and its worker processes have used so far, in ms (Linux /proc). */
function cpuMs(pid: number | undefined): number {
  const read = (id: string) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      return { parent: fields[1], ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
      return null;
    }
  };
  let ticks = read(String(pid))?.ticks ?? Number.NaN;
  for (const id of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const stat = read(id);
    if (stat && stat.parent === String(pid)) ticks += stat.ticks;
  }
  return (ticks * 1000) / 100;
}

/** CPU time of every PostgreSQL server process on the machine so far, in ms (the throwaway cluster is the only one). */
/**
 * CPU time so far of the benchmark's own PostgreSQL cluster (its postmaster and the processes it
 * started), in ms; other clusters on the machine (a test run beside it) are not counted.
 */
function postgresCpuMs(dataDir: string): number {
  const postmaster = readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]?.trim();
  let ticks = 0;
  for (const id of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const raw = readFileSync(`/proc/${id}/stat`, "utf8");
      const fields = raw.split(") ")[1]?.split(" ") ?? [];
      // (fields[1] is the parent's pid; utime and stime are fields 11 and 12.)
      if (id !== postmaster && fields[1] !== postmaster) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1000) / 100;
}

/** This process's CPU time so far (the load generator runs here), in ms. */
function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

function startHello() {
  const code =
    "require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/plain'});s.end('hello')}).listen(+process.env.PORT,'127.0.0.1')";
  return startProcess(["-e", code], {}, "/");
}

function appEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: "bench-admin-password-2026",
    AUTH_SECRET: "bench-secret-that-is-long-enough-for-better-auth",
    ...extra,
  };
}

type Load = { rps: number; p50: number; p99: number; errors: number };

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

spawnSync(process.execPath, ["--import", "tsx", "scripts/ensure-build.ts"], { cwd: root, stdio: "inherit" });
const today = new Date().toISOString().slice(0, 10);
const lines: string[] = [];

const readRows: string[] = [];
let readsOk = true;
let pgliteStartup = 0;
if (PART !== "pg") {
  // --- Public reads on the embedded database ---------------------------------------------------
  const dataDir = mkdtempSync(join(tmpdir(), "alohabot-bench-api-"));
  const hello = await startHello();
  const first = await startProcess(["dist/server/index.js"], appEnv({ DATA_DIR: dataDir }), "/api/ready");
  await first.stop(); // the first start migrates and seeds
  const app = await startProcess(["dist/server/index.js"], appEnv({ DATA_DIR: dataDir }), "/api/ready");
  pgliteStartup = app.readyMs;
  const browser = { "accept-encoding": "gzip, deflate, br" };
  const reads: { name: string; path: string }[] = [
    { name: "landing data: featured businesses", path: "/api/public/businesses/featured" },
    { name: "landing data: showcase", path: "/api/public/showcase" },
    { name: "landing data: reviews", path: "/api/public/reviews" },
    { name: "landing page (server-rendered)", path: "/" },
    { name: "marketing page", path: "/kauai-travel-guide" },
  ];
  await load(`${app.url}/`, browser); // warm-up
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
  for (const read of reads) {
    // Hello and the app in turn, ROUNDS times: the machine's load moves between seconds, so each
    // ratio compares neighbouring measurements and the median ratio is reported.
    const rounds: { app: Load; hello: Load }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const base = await load(hello.url);
      const measured = await load(`${app.url}${read.path}`, browser);
      rounds.push({ app: measured, hello: base });
    }
    const ratio = median(rounds.map((r) => r.app.rps / r.hello.rps));
    const errors = rounds.reduce((sum, r) => sum + r.app.errors, 0);
    const ok = ratio >= TARGETS.ratio && errors === 0;
    readsOk &&= ok;
    readRows.push(
      `| ${read.name} (\`${read.path}\`) | ${median(rounds.map((r) => r.app.rps)).toFixed(0)} | ${median(rounds.map((r) => r.hello.rps)).toFixed(0)} | ${(ratio * 100).toFixed(0)}% (${rounds.map((r) => `${((r.app.rps / r.hello.rps) * 100).toFixed(0)}%`).join(", ")}) | ${median(rounds.map((r) => r.app.p99))} ms | ${errors} | ${ok ? "met" : "NOT met"} |`,
    );
    console.log(readRows.at(-1));
  }
  await app.stop();
  await hello.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// --- PostgreSQL: start-up, the chat path and the conversation list -----------------------------
const chatRows: string[] = [];
const startupRows: string[] = [];
let pgOk = true;
if (PART !== "reads") {
  const cluster = await startPgCluster();
  try {
    for (const workers of WORKER_COUNTS) {
      const env = appEnv({
        DATABASE_URL: cluster.url,
        TRUSTED_PROXIES: "127.0.0.1",
        DATABASE_POOL_MAX: "10",
        WEB_CONCURRENCY: String(workers),
      });
      if (workers === WORKER_COUNTS[0]) {
        const first = await startProcess(["dist/server/index.js"], env, "/api/ready"); // migrates and seeds
        await first.stop();
      }
      const server = await startProcess(["dist/server/index.js"], env, "/api/ready");
      const pgStartup = server.readyMs;
      const origin = server.url;
      // The measured users, then as many warm-up users: the warm-up's conversations must not lengthen the
      // measured users' lists.
      const allCookies: string[] = [];
      for (let i = 0; i < 2 * CHAT_USERS; i++) {
        const res = await fetch(`${origin}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { origin, "content-type": "application/json", "x-forwarded-for": `10.77.${i}.1` },
          body: JSON.stringify({
            email: `bench-api-w${workers}-${i}@example.com`,
            password: "bench-password-2026",
            name: "",
          }),
        });
        const cookie = res.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; ");
        allCookies.push(cookie);
        await fetch(`${origin}/api/me/consent`, {
          method: "POST",
          headers: { origin, cookie, "content-type": "application/json" },
          body: JSON.stringify({ consent: true }),
        });
      }
      const cookies = allCookies.slice(0, CHAT_USERS);
      const warmUpCookies = allCookies.slice(CHAT_USERS);
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(
        "update profiles set has_paid = true where user_id in (select id from users where email like 'bench-api-%')",
      );
      await admin.end();

      const questions = [
        "Which beaches are good for snorkeling with kids?",
        "Where can I hike on the north shore?",
        "Best shave ice near Hanalei?",
        "What should I do on a rainy day in Lihue?",
        "Is Waimea Canyon worth it at sunrise?",
        "Where is a quiet beach on the south shore?",
      ];
      // 50 users = 50 keep-alive connections, each with its own session cookie, each sending its next
      // request as soon as the previous answer arrives (closed loop, no think time). autocannon's
      // light HTTP client keeps the load generator's own CPU small on this 2-core machine (undici's
      // fetch cost about as much CPU per request as the app).
      const perUser = async (options: {
        method: "GET" | "POST";
        path: string;
        amount: number;
        message?: (n: number) => string;
        /** Ask for the reply as server-sent events, as the chat page does. */
        stream?: boolean;
        /** Whose sessions send the requests (the measured users unless given). */
        users?: string[];
        /**
         * Requests each connection sends first, as its own warm-up user, before its measured ones: the load runs
         * without a break from warm-up into measurement, so no measured request pays for opening a connection
         * or for 50 users arriving in the same millisecond (session 10: that start was where every missed p99
         * came from). Their latencies are not recorded; their CPU is (the CPU figures are per request sent).
         */
        warmUp?: { perConnection: number; users: string[] };
      }) => {
        const users = options.users ?? cookies;
        const warmUp = options.warmUp ?? { perConnection: 0, users };
        const total = options.amount + warmUp.perConnection * CHAT_USERS;
        let nextUser = 0;
        const answered = new Map<unknown, number>();
        const times: number[] = [];
        const started = performance.now();
        const cpuBefore = cpuMs(server.child.pid);
        const postgresBefore = postgresCpuMs(cluster.dataDir);
        const generatorBefore = ownCpuMs();
        const instance = autocannon({
          url: origin,
          connections: CHAT_USERS,
          amount: total,
          requests: [
            {
              method: options.method,
              path: options.path,
              setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
                context.user ??= nextUser++;
                context.sent = ((context.sent as number | undefined) ?? 0) + 1;
                const user = context.user as number;
                const sender = (context.sent as number) <= warmUp.perConnection ? warmUp.users : users;
                const headers: Record<string, string> = { origin, cookie: sender[user % sender.length] as string };
                if (!options.message) return { ...request, headers };
                headers["content-type"] = "application/json";
                if (options.stream) headers.accept = "text/event-stream";
                const body = JSON.stringify({ message: options.message(user + (context.sent as number)) });
                return { ...request, headers, body };
              },
            },
          ],
        });
        // autocannon reports on whole-second ticks, so the run's length is taken from the last answer.
        let lastAnswer = started;
        instance.on("response", (client: unknown, _status: number, _bytes: number, ms: number) => {
          const count = (answered.get(client) ?? 0) + 1;
          answered.set(client, count);
          if (count > warmUp.perConnection) times.push(ms);
          lastAnswer = performance.now();
        });
        const result = await instance;
        const seconds = (lastAnswer - started) / 1000;
        times.sort((x, y) => x - y);
        const appCpuMs = (cpuMs(server.child.pid) - cpuBefore) / total;
        const postgresCpu = (postgresCpuMs(cluster.dataDir) - postgresBefore) / total;
        const generatorCpuMs = (ownCpuMs() - generatorBefore) / total;
        console.log(
          `${options.method} ${options.path}: CPU per request: app ${appCpuMs.toFixed(2)} ms, PostgreSQL ${postgresCpu.toFixed(2)} ms, load generator ${generatorCpuMs.toFixed(2)} ms`,
        );
        const cpu = `${appCpuMs.toFixed(2)} / ${postgresCpu.toFixed(2)} / ${generatorCpuMs.toFixed(2)} ms`;
        // Throughput over the whole closed loop (warm-up and measured requests alike), which never paused.
        const rate = total / seconds;
        return { times, seconds, rate, errors: result.errors + result.timeouts + result.non2xx, appCpuMs, cpu };
      };
      // Warm-up: every question on both paths, so the measured passes see a server whose code is already
      // compiled by V8, as a server that has been up for a while is (one message each left the first
      // measured pass paying for the JIT: about 1 ms more app CPU per message than the second).
      for (const stream of [false, true])
        await perUser({
          method: "POST",
          path: "/api/chat",
          amount: CHAT_USERS * (CHAT_WARMUP / 2),
          message: (n) => questions[n % questions.length] as string,
          stream,
          users: warmUpCookies,
        });
      const chat = await perUser({
        method: "POST",
        path: "/api/chat",
        amount: CHAT_USERS * CHAT_MESSAGES,
        message: (n) => questions[n % questions.length] as string,
        warmUp: { perConnection: CONNECTION_WARMUP, users: warmUpCookies },
      });
      const streamed = await perUser({
        method: "POST",
        path: "/api/chat",
        amount: CHAT_USERS * CHAT_MESSAGES,
        message: (n) => questions[(n + 3) % questions.length] as string,
        stream: true,
        warmUp: { perConnection: CONNECTION_WARMUP, users: warmUpCookies },
      });
      const chatTimes = chat.times;
      const chatErrors = chat.errors;
      // The chat passes just wrote thousands of rows; the list is measured once the database has tidied up
      // after them (what autovacuum does on its own a moment later), so it measures the read, not the cleanup.
      const tidy = new pg.Client({ connectionString: cluster.url });
      await tidy.connect();
      await tidy.query("vacuum analyze");
      await tidy.end();
      const list = await perUser({
        method: "GET",
        path: "/api/chat/conversations",
        amount: CHAT_USERS * LIST_REQUESTS,
        warmUp: { perConnection: CONNECTION_WARMUP, users: cookies },
      });
      const listTimes = list.times;
      const listErrors = list.errors;
      await server.stop();

      const chatP99 = percentile(chatTimes, 0.99);
      const listP99 = percentile(listTimes, 0.99);
      const streamedP99 = percentile(streamed.times, 0.99);
      const chatOk =
        chatP99 <= TARGETS.chatP99 && chatErrors === 0 && streamedP99 <= TARGETS.chatP99 && streamed.errors === 0;
      const listOk = listP99 <= TARGETS.listP99 && listErrors === 0;
      const startOk = pgStartup <= TARGETS.startupMs;
      // The targets are judged on the product as it starts by default (one process, WEB_CONCURRENCY=1); more workers
      // on this 2-core machine compete with PostgreSQL and the load generator for the same cores, so their rows are
      // shown for comparison and not judged (decision 023).
      if (workers === 1) pgOk &&= chatOk && listOk && startOk;
      const label = workers === 1 ? "" : ` (WEB_CONCURRENCY=${workers}, for comparison, not judged)`;
      const chatRow = `| \`POST /api/chat\` (built-in engine)${label}, ${CHAT_USERS} concurrent users × ${CHAT_MESSAGES} | ${percentile(chatTimes, 0.5).toFixed(1)} ms | ${percentile(chatTimes, 0.95).toFixed(1)} ms | ${chatP99.toFixed(1)} ms | ${chat.rate.toFixed(0)} req/s | ${chat.cpu} | ${chatErrors} | p99 ≤ ${TARGETS.chatP99} ms: ${chatP99 <= TARGETS.chatP99 && chatErrors === 0 ? "met" : "NOT met"} |`;
      const streamedRow = `| \`POST /api/chat\` streamed (\`Accept: text/event-stream\`, as the chat page asks)${label}, ${CHAT_USERS} concurrent users × ${CHAT_MESSAGES} | ${percentile(streamed.times, 0.5).toFixed(1)} ms | ${percentile(streamed.times, 0.95).toFixed(1)} ms | ${streamedP99.toFixed(1)} ms | ${streamed.rate.toFixed(0)} req/s | ${streamed.cpu} | ${streamed.errors} | p99 ≤ ${TARGETS.chatP99} ms: ${streamedP99 <= TARGETS.chatP99 && streamed.errors === 0 ? "met" : "NOT met"} |`;
      const listRow = `| \`GET /api/chat/conversations\`${label}, ${CHAT_USERS} concurrent users × ${LIST_REQUESTS} | ${percentile(listTimes, 0.5).toFixed(1)} ms | ${percentile(listTimes, 0.95).toFixed(1)} ms | ${listP99.toFixed(1)} ms | ${list.rate.toFixed(0)} req/s | ${list.cpu} | ${listErrors} | p99 ≤ ${TARGETS.listP99} ms: ${listOk ? "met" : "NOT met"} |`;
      const startupRow = `| start-up to ready, existing database${label} | PostgreSQL 15: ${pgStartup.toFixed(0)} ms | embedded: ${pgliteStartup.toFixed(0)} ms | ≤ ${TARGETS.startupMs} ms on PostgreSQL: ${startOk ? "met" : "NOT met"} |`;
      chatRows.push(chatRow, streamedRow, listRow);
      startupRows.push(startupRow);
      console.log(chatRow);
      console.log(streamedRow);
      console.log(listRow);
      console.log(startupRow);
    }
  } finally {
    cluster.remove();
  }
}

if (PART !== "all") process.exit(0);
lines.push(
  "## HTTP API (`npm run bench:api`)",
  "",
  `Measured on ${today} on this 2-core machine (shared with other work), the built app started as production starts it`,
  `(\`node dist/server/index.js\`, \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`). Public reads: autocannon, ${CONNECTIONS} connections,`,
  `${SECONDS} s each, \`Accept-Encoding: gzip, deflate, br\`, embedded database. Each read is measured ${ROUNDS} times, each time right`,
  "after a bare `node:http` hello server (separate process) measured the same way; the ratio is the app's requests/s over",
  "hello's, the median of the rounds (each round's ratio in brackets). Request rates are medians too.",
  "",
  "| read | app req/s | hello req/s (same run) | ratio (rounds) | app p99 | errors | target ≥ 50%, 0 errors |",
  "| --- | --- | --- | --- | --- | --- | --- |",
  ...readRows,
  "",
  `On PostgreSQL 15 (a throwaway cluster started as \`npm test\` starts it; pool of 10): ${CHAT_USERS} signed-in paid users,`,
  "each on its own keep-alive connection (autocannon) sending its next request as soon as the previous answer arrives,",
  `all users at once, no think time (after a warm-up of ${CHAT_WARMUP} messages from each of ${CHAT_USERS} other users, half of them streamed).`,
  `Each pass runs without a break from ${CONNECTION_WARMUP} warm-up requests per connection (sent as a warm-up user; latencies not recorded) into`,
  "the measured ones, so the percentiles are the steady closed loop's: no measured request includes opening its connection",
  "or 50 users arriving in the same millisecond (decision 023). Throughput and CPU count every request of the pass.",
  "CPU per request is each side's CPU time (the app",
  "process and its workers, every PostgreSQL process, the load generator in the benchmark's own process; from /proc and",
  "process.cpuUsage) divided by the requests: with the database and the load generator on the same 2 cores, a",
  "closed loop of 50 users can only meet a p99 of 150 ms if the whole machine spends less than about 2.5 ms per message.",
  "Rows marked WEB_CONCURRENCY=2 repeat the run with two app worker processes on the shared port (decision 018); on this",
  "2-core machine they share the cores with PostgreSQL and the load generator, so they are shown for comparison and the",
  "targets are judged on the default single process (decision 023).",
  `By the list measurement each user has ${2 * CHAT_MESSAGES} conversations (${CHAT_MESSAGES} messages on each chat path; the warm-up runs as ${CHAT_USERS} other users),`,
  "so every list read returns that many rows (session 4 measured it with 7). Repeated passes on this VM differ by up to",
  "30% in CPU per request and by 2-3x in p99 (session 6: a pass with a test run beside it gave chat p99 519-804 ms).",
  "",
  "| request | p50 | p95 | p99 | throughput | CPU per request: app / PostgreSQL / load generator | errors | target |",
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ...chatRows,
  "",
  "| measure | PostgreSQL | embedded | target |",
  "| --- | --- | --- | --- |",
  ...startupRows,
  "",
  `Load average at the end of the run: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(", ")} (1, 5, 15 min) on ${cpus().length} cores.`,
  "",
  ...(loadavg()[0]! > cpus().length * 2
    ? [
        "The machine was overloaded during this run (load average above twice its cores), so the latencies and the",
        "start-up time measure the machine's queue more than the app, and single rounds of the ratios swing widely;",
        "repeat `npm run bench:api` on an idle machine before judging those targets.",
        "",
      ]
    : []),
  readsOk && pgOk ? "Every target was met in this run." : "Not every target was met in this run (rows marked NOT met).",
);
writeBenchmarkSection("api", lines.join("\n"));
console.log("docs/benchmarks.md updated");
process.exit(0);
