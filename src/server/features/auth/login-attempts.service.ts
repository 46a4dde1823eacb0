import type { Db } from "@/server/db/client";
import { loginAttempts } from "@/server/db/schema/activity";

export type LoginProvider = "email" | "email_signup" | "password_reset" | "google";

export type LoginAttempt = {
  email: string;
  success: boolean;
  provider: LoginProvider;
  reason: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  at: Date;
};

/** Appends one row to the login attempt log. The password is never part of it. */
export async function recordLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginAttempts).values({
    email: attempt.email.trim().toLowerCase().slice(0, 254) || "unknown",
    success: attempt.success,
    provider: attempt.provider,
    reason: attempt.reason?.slice(0, 200) ?? null,
    ipAddress: attempt.ipAddress?.slice(0, 64) ?? null,
    userAgent: attempt.userAgent?.slice(0, 400) ?? null,
    createdAt: attempt.at,
  });
}
