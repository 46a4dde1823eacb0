import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "@/server/db/client";
import { LOCKOUT_DURATION_MINUTES, LOCKOUT_MAX_FAILURES, LOCKOUT_WINDOW_MINUTES } from "@/shared/constants";

// Sign-in throttling (docs/security.md, "Lockout and sign-in throttling"):
// - per account and client (the device cookie when it is valid for that account, else the address):
//   the spec's 5 failures in a sliding 15 minutes lock that client for 15 minutes;
// - per account, across untrusted clients: back-off after a few failures, never more than 100 an hour;
// - per address, across accounts: 20 failures in 15 minutes throttle the address.
// An attempt is decided and recorded in one transaction (rows locked FOR UPDATE) before the
// password is checked: it counts as a failure until it succeeds, so a burst gets no extra checks.
// Refused attempts are not recorded; only a successful sign-in clears, and only its own client.

const MINUTE = 60_000;
export const IP_FAILURE_LIMIT = 20;
export const IP_WINDOW_MINUTES = 15;
export const ACCOUNT_MAX_FAILURES_PER_HOUR = 100;
/** Account-wide failures in an hour before each further attempt must wait. */
export const ACCOUNT_BACKOFF_FREE_FAILURES = 10;
/** The longest wait between account-wide attempts; 36 s keeps a steady guesser under 100 an hour. */
export const ACCOUNT_BACKOFF_MAX_SECONDS = 36;
const HOUR = 60 * MINUTE;

export const DEVICE_COOKIE = "alohabot_device";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type Keys = { ip: string; account: string | null; client: string };

export type SignInTicket = { keys: Keys; at: number };

export type SignInDecision =
  | { allowed: true; ticket: SignInTicket }
  | { allowed: false; reason: "ip_throttled" | "locked" | "account_backoff"; retryAfterSeconds: number };

function sign(secret: string, email: string, nonce: string): string {
  return createHmac("sha256", secret).update(`device:${email}:${nonce}`).digest("base64url");
}

/** A device cookie value bound to one account, given after a successful sign-in on that client. */
export function issueDeviceCookie(secret: string, email: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${sign(secret, email, nonce)}`;
}

/** The device's id when the cookie is one we issued for this account, else null. */
export function verifyDeviceCookie(secret: string, email: string, value: string | undefined): string | null {
  if (!value || value.length > 200) return null;
  const [nonce, mac] = value.split(".");
  if (!nonce || !mac) return null;
  const expected = Buffer.from(sign(secret, email, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

function keysFor(email: string, ip: string, deviceId: string | null): Keys {
  return {
    ip: `ip:${ip}`,
    // A trusted device has its own count and is spared the account-wide back-off (OWASP device cookies).
    account: deviceId ? null : `acct:${email}`,
    client: deviceId ? `dev:${email}:${deviceId}` : `cli:${email}:${ip}`,
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function lockRows(tx: Tx, keys: string[], now: Date): Promise<Map<string, number[]>> {
  const sorted = [...keys].sort(); // one lock order for every transaction: no deadlocks
  const rows = new Map<string, number[]>();
  for (const key of sorted) {
    await tx.execute(
      sql`insert into sign_in_throttles (key, failures, updated_at) values (${key}, '[]'::jsonb, ${now.toISOString()})
          on conflict (key) do nothing`,
    );
    const [row] = await selectRows<{ failures: number[] }>(
      tx as unknown as Db,
      sql`select failures from sign_in_throttles where key = ${key} for update`,
    );
    rows.set(
      key,
      (row?.failures ?? []).filter((value) => typeof value === "number").sort((a, b) => a - b),
    );
  }
  return rows;
}

async function writeRow(tx: Tx, key: string, failures: number[], now: Date) {
  await tx.execute(
    sql`update sign_in_throttles set failures = ${JSON.stringify(failures)}::jsonb, updated_at = ${now.toISOString()}
        where key = ${key}`,
  );
}

const within = (failures: number[], since: number) => failures.filter((at) => at > since);

/** Decides whether this attempt may check a password and, when it may, records it as a failure. */
export async function beginSignIn(
  db: Db,
  input: { email: string; ip: string; deviceId: string | null; now: Date },
): Promise<SignInDecision> {
  const keys = keysFor(input.email, input.ip, input.deviceId);
  const now = input.now.getTime();
  return db.transaction(async (tx) => {
    const rows = await lockRows(tx, [keys.ip, keys.client, ...(keys.account ? [keys.account] : [])], input.now);

    const ipFailures = within(rows.get(keys.ip) ?? [], now - IP_WINDOW_MINUTES * MINUTE);
    if (ipFailures.length >= IP_FAILURE_LIMIT) {
      const oldest = ipFailures[ipFailures.length - IP_FAILURE_LIMIT] ?? now;
      return refuse("ip_throttled", oldest + IP_WINDOW_MINUTES * MINUTE - now);
    }

    const clientFailures = (rows.get(keys.client) ?? []).slice(-LOCKOUT_MAX_FAILURES);
    if (clientFailures.length === LOCKOUT_MAX_FAILURES) {
      const newest = clientFailures[LOCKOUT_MAX_FAILURES - 1] as number;
      const oldest = clientFailures[0] as number;
      const until = newest + LOCKOUT_DURATION_MINUTES * MINUTE;
      if (newest - oldest <= LOCKOUT_WINDOW_MINUTES * MINUTE && now < until) return refuse("locked", until - now);
    }

    let accountFailures: number[] = [];
    if (keys.account) {
      accountFailures = within(rows.get(keys.account) ?? [], now - HOUR);
      const count = accountFailures.length;
      if (count >= ACCOUNT_MAX_FAILURES_PER_HOUR) {
        const oldest = accountFailures[count - ACCOUNT_MAX_FAILURES_PER_HOUR] ?? now;
        return refuse("account_backoff", oldest + HOUR - now);
      }
      if (count >= ACCOUNT_BACKOFF_FREE_FAILURES) {
        const gap = Math.min(2 ** (count - ACCOUNT_BACKOFF_FREE_FAILURES), ACCOUNT_BACKOFF_MAX_SECONDS) * 1000;
        const newest = accountFailures[count - 1] ?? now;
        if (now < newest + gap) return refuse("account_backoff", newest + gap - now);
      }
    }

    await writeRow(tx, keys.ip, [...ipFailures, now].slice(-IP_FAILURE_LIMIT), input.now);
    const clientWindow = now - (LOCKOUT_WINDOW_MINUTES + LOCKOUT_DURATION_MINUTES) * MINUTE;
    await writeRow(
      tx,
      keys.client,
      within([...clientFailures, now], clientWindow).slice(-LOCKOUT_MAX_FAILURES),
      input.now,
    );
    if (keys.account) {
      await writeRow(tx, keys.account, [...accountFailures, now].slice(-ACCOUNT_MAX_FAILURES_PER_HOUR), input.now);
    }
    return { allowed: true as const, ticket: { keys, at: now } };
  });
}

function refuse(reason: "ip_throttled" | "locked" | "account_backoff", ms: number): SignInDecision {
  return { allowed: false, reason, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
}

function withoutOne(failures: number[], at: number): number[] {
  const index = failures.indexOf(at);
  return index === -1 ? failures : [...failures.slice(0, index), ...failures.slice(index + 1)];
}

/**
 * Ends an attempt begun with beginSignIn. "success": the password was right, so this client's count
 * is cleared and the attempt leaves the shared counts. "aborted": no password was checked (the
 * server failed), so the attempt leaves every count. "failure": it stays counted.
 */
export async function finishSignIn(
  db: Db,
  ticket: SignInTicket,
  outcome: "success" | "failure" | "aborted",
  now: Date,
) {
  if (outcome === "failure") return;
  const { keys, at } = ticket;
  await db.transaction(async (tx) => {
    const rows = await lockRows(tx, [keys.ip, keys.client, ...(keys.account ? [keys.account] : [])], now);
    await writeRow(tx, keys.ip, withoutOne(rows.get(keys.ip) ?? [], at), now);
    if (keys.account) await writeRow(tx, keys.account, withoutOne(rows.get(keys.account) ?? [], at), now);
    await writeRow(tx, keys.client, outcome === "success" ? [] : withoutOne(rows.get(keys.client) ?? [], at), now);
  });
}
