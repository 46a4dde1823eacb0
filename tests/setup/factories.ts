import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { userRoles, users } from "@/server/db/schema/auth";
import { profiles } from "@/server/db/schema/profiles";
import { createAgent } from "./agent";
import type { TestApp } from "./test-app";

// Factories for the three kinds of account server tests need. Each call makes its own account with
// a unique e-mail and its own source address (198.18.0.0/15, the benchmarking range), so no test
// depends on an account another test made, and the per-address sign-up limit never interferes.

let sequence = 0;

/** An address no other factory call in this process used. */
export function uniqueEmail(label = "user"): string {
  sequence++;
  return `${label}-${sequence}-${randomUUID().slice(0, 8)}@example.test`;
}

function nextIp(): string {
  sequence++;
  return `198.${18 + Math.floor(sequence / 65_000)}.${Math.floor(sequence / 250) % 256}.${(sequence % 250) + 1}`;
}

export type Account = {
  agent: ReturnType<typeof createAgent>;
  userId: string;
  email: string;
  password: string;
};

type Options = { email?: string; password?: string; ip?: string };

/** A signed-up, signed-in user without any role or payment; the legal texts not yet accepted. */
export async function createUser(t: TestApp, options: Options = {}): Promise<Account> {
  const email = options.email ?? uniqueEmail("user");
  const password = options.password ?? "user-password-12";
  const agent = createAgent(t, { ip: options.ip ?? nextIp() });
  const res = await agent.signUp(email, password);
  if (!res.ok) throw new Error(`createUser: sign-up of ${email} answered ${res.status} ${await res.text()}`);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { agent, userId: user!.id, email, password };
}

/** A user who accepted the legal texts and has premium access (what the premium guard asks). */
export async function createPaidUser(t: TestApp, options: Options = {}): Promise<Account> {
  const account = await createUser(t, { password: "premium-password-1", ...options });
  const consent = await account.agent.request("/api/me/consent", { json: { consent: true } });
  if (!consent.ok) throw new Error(`createPaidUser: consent answered ${consent.status}`);
  await t.database.db.update(profiles).set({ hasPaid: true }).where(eq(profiles.userId, account.userId));
  return account;
}

/** A user with a user_roles admin row, signed in. */
export async function createAdmin(t: TestApp, options: Options = {}): Promise<Account> {
  const account = await createUser(t, { password: "admin-password-12", ...options });
  await t.database.db.insert(userRoles).values({ userId: account.userId, role: "admin" }).onConflictDoNothing();
  return account;
}

/** The paid user's agent and id, for tests written before the factories (email chosen by the test). */
export async function createPaidAgent(t: TestApp, email: string, options: { ip?: string } = {}) {
  const { agent, userId } = await createPaidUser(t, { email, ...options });
  return { agent, userId };
}
