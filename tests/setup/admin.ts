import { createAdmin, createUser } from "./factories";
import type { TestApp } from "./test-app";

/** A signed-up user with a user_roles admin row, signed in (see factories.ts). */
export async function createAdminAgent(t: TestApp, email: string) {
  const { agent, userId } = await createAdmin(t, { email });
  return { agent, userId };
}

/** A signed-up, signed-in user without any role (see factories.ts). */
export async function createUserAgent(t: TestApp, email: string) {
  const { agent, userId } = await createUser(t, { email });
  return { agent, userId };
}
