// The one place the client talks HTTP to the API and turns the server's error shape into errors.
import type { z } from "zod";

export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiClientError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type ErrorShape = { error?: { code?: unknown; message?: unknown; fields?: unknown } };

async function toError(response: Response): Promise<ApiClientError> {
  let body: ErrorShape | undefined;
  try {
    body = (await response.json()) as ErrorShape;
  } catch {
    body = undefined;
  }
  const code = typeof body?.error?.code === "string" ? body.error.code : "http_error";
  const message = typeof body?.error?.message === "string" ? body.error.message : `Request failed (${response.status})`;
  const fields =
    body?.error?.fields && typeof body.error.fields === "object"
      ? (body.error.fields as Record<string, string>)
      : undefined;
  return new ApiClientError(response.status, code, message, fields);
}

/**
 * Checks a response body against its shared zod schema in development and tests, so a drift between
 * the server's contract and what the client reads fails loudly there; the production bundle trusts
 * the server (same contract, same build) and skips the work.
 */
export function parseResponse<T>(schema: z.ZodType<T> | undefined, body: unknown, path: string): T {
  if (!schema || import.meta.env.PROD) return body as T;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiClientError(
    0,
    "response_mismatch",
    `The response of ${path} does not match its schema${issue ? ` at ${issue.path.join(".") || "(root)"}: ${issue.message}` : ""}`,
  );
}

type ApiInit<T> = RequestInit & { json?: unknown; schema?: z.ZodType<T> };

export async function apiFetch<T>(path: string, init: ApiInit<T> = {}): Promise<T> {
  const { json, headers, schema, ...rest } = init;
  const response = await fetch(path, {
    credentials: "same-origin",
    ...rest,
    headers: {
      Accept: "application/json",
      ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  return parseResponse(schema, await response.json(), path);
}
