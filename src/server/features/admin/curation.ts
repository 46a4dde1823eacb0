import { ApiError } from "@/server/lib/api-error";

// Small helpers the curation areas (reviews, businesses, places, showcase) share.

/** A PostgreSQL unique violation, as node-postgres and PGlite report it (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === "object" && (e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function notFound(what: string) {
  return new ApiError(404, "not_found", `No such ${what}.`);
}

/** A row as kept in the audit trail: everything but the bookkeeping timestamps. */
export function auditSnapshot<T extends { createdAt?: unknown; updatedAt?: unknown }>(row: T) {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}
