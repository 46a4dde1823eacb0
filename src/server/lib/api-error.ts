import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

/** An error the client is meant to see: its status, code and message reach the response as they are. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  constructor(status: ContentfulStatusCode, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** First message per field path, the shape forms map to their inputs. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57014", // query_canceled: the statement timeout (a stuck or overloaded database)
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** True when the error (or one it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      /Connection terminated|not queryable|timeout exceeded when trying to connect|Query read timeout/i.test(message)
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What a request that lost the database answers: 503, try again. */
export function databaseUnavailableError(): ApiError {
  return new ApiError(503, "service_unavailable", "The service is briefly unavailable. Please try again.");
}
