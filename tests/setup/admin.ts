import { eq } from "drizzle-orm";
import { userRoles, users } from "@/server/db/schema/auth";
import { createAgent } from "./agent";
import type { TestApp } from "./test-app";

let admins = 0;

/** A signed-up user with a user_roles admin row, signed in. */
export async function createAdminAgent(t: TestApp, email: string) {
  admins++;
  const agent = createAgent(t, { ip: `198.19.${Math.floor(admins / 250)}.${(admins % 250) + 1}` });
  await agent.signUp(email, "admin-password-12");
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  await t.database.db.insert(userRoles).values({ userId: user!.id, role: "admin" }).onConflictDoNothing();
  return { agent, userId: user!.id };
}

let plain = 0;

/** A signed-up, signed-in user without any role. */
export async function createUserAgent(t: TestApp, email: string) {
  plain++;
  const agent = createAgent(t, { ip: `198.20.${Math.floor(plain / 250)}.${(plain % 250) + 1}` });
  await agent.signUp(email, "user-password-12");
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return { agent, userId: user!.id };
}
