import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { userRoles } from "@/server/db/schema/auth";
import { profiles } from "@/server/db/schema/profiles";
import { LEGAL_VERSION_SUFFIX, PRIVACY_VERSION, TERMS_VERSION } from "@/shared/constants";
import type { ConsentInput } from "@/shared/schemas/auth";

/** The stored acceptance value: the version joined with the suffix by a bar (the plain version also counts). */
export function acceptedVersion(version: string): string {
  return `${version}|${LEGAL_VERSION_SUFFIX}`;
}

export function isCurrentAcceptance(stored: string | null, version: string): boolean {
  return stored === acceptedVersion(version) || stored === version;
}

export async function getProfileSummary(db: Db, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  const [admin] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return {
    hasPaid: profile?.hasPaid ?? false,
    termsAccepted: Boolean(
      profile?.termsAccepted &&
        profile.privacyAccepted &&
        isCurrentAcceptance(profile.termsVersionAccepted, TERMS_VERSION) &&
        isCurrentAcceptance(profile.privacyVersionAccepted, PRIVACY_VERSION),
    ),
    isAdmin: Boolean(admin),
  };
}

/** Writes consent (both legal flags, timestamps, versions) and, when given, the referral source. */
export async function recordConsent(db: Db, userId: string, input: ConsentInput, now: Date): Promise<void> {
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
  await db
    .update(profiles)
    .set({
      termsAccepted: true,
      privacyAccepted: true,
      consentTimestamp: now,
      termsAcceptedAt: now,
      privacyAcceptedAt: now,
      termsVersionAccepted: acceptedVersion(TERMS_VERSION),
      privacyVersionAccepted: acceptedVersion(PRIVACY_VERSION),
      ...(input.referralSource ? { referralSource: input.referralSource } : {}),
    })
    .where(eq(profiles.userId, userId));
}
