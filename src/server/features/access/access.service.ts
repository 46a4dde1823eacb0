import { and, eq, sql } from "drizzle-orm";
import { type Db, selectRows } from "@/server/db/client";
import { appMeta } from "@/server/db/schema/activity";
import { userRoles } from "@/server/db/schema/auth";
import { profiles } from "@/server/db/schema/profiles";
import { LEGAL_VERSION_SUFFIX, PRIVACY_VERSION, TERMS_VERSION } from "@/shared/constants";

// Who may use premium features: paid, and has accepted the current legal versions. The required
// acceptance is "{version}|{revision}"; the revision starts at the spec's '0' and the admin's
// Force Re-acceptance raises it, so every user is asked again.

const REVISION_KEY = "legal_revision";

export type RequiredLegal = { terms: string; privacy: string; revision: number };

export async function getRequiredLegal(db: Db): Promise<RequiredLegal> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, REVISION_KEY)).limit(1);
  const revision = row ? Number.parseInt(row.value, 10) : Number.parseInt(LEGAL_VERSION_SUFFIX, 10);
  return { terms: TERMS_VERSION, privacy: PRIVACY_VERSION, revision: Number.isFinite(revision) ? revision : 0 };
}

/** Raises the required revision in one statement; returns the new one. */
export async function raiseLegalRevision(db: Db, now: Date): Promise<number> {
  const rows = await selectRows<{ value: string }>(
    db,
    sql`insert into app_meta (key, value, updated_at) values (${REVISION_KEY}, '1', ${now.toISOString()})
        on conflict (key) do update set value = ((app_meta.value)::int + 1)::text, updated_at = excluded.updated_at
        returning value`,
  );
  return Number(rows[0]?.value ?? 1);
}

export function acceptanceValue(version: string, revision: number): string {
  return `${version}|${revision}`;
}

/** The stored value matches the required one; at revision 0 the plain version also counts. */
export function isAccepted(stored: string | null, version: string, revision: number): boolean {
  return stored === acceptanceValue(version, revision) || (revision === 0 && stored === version);
}

export type AccessSummary = { hasPaid: boolean; legalAccepted: boolean; isAdmin: boolean };

export async function getAccessSummary(db: Db, userId: string): Promise<AccessSummary> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  const [admin] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  const required = await getRequiredLegal(db);
  return {
    hasPaid: profile?.hasPaid ?? false,
    legalAccepted: Boolean(
      profile?.termsAccepted &&
        profile.privacyAccepted &&
        isAccepted(profile.termsVersionAccepted, required.terms, required.revision) &&
        isAccepted(profile.privacyVersionAccepted, required.privacy, required.revision),
    ),
    isAdmin: Boolean(admin),
  };
}

/** Records acceptance of the current versions (both flags, timestamps, version strings) and the referral. */
export async function recordAcceptance(db: Db, userId: string, now: Date, referralSource?: string): Promise<void> {
  const required = await getRequiredLegal(db);
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
  await db
    .update(profiles)
    .set({
      termsAccepted: true,
      privacyAccepted: true,
      consentTimestamp: now,
      termsAcceptedAt: now,
      privacyAcceptedAt: now,
      termsVersionAccepted: acceptanceValue(required.terms, required.revision),
      privacyVersionAccepted: acceptanceValue(required.privacy, required.revision),
      ...(referralSource ? { referralSource } : {}),
    })
    .where(eq(profiles.userId, userId));
}
