import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { appMeta } from "./schema/activity";

const KEY = "auth_secret";

/** The session-signing secret when AUTH_SECRET is not set: generated once and kept in the database. */
export async function ensureAuthSecret(db: Db): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY)).limit(1);
  if (!row) throw new Error("could not store the generated auth secret");
  return row.value;
}
