// The one place the client talks HTTP to the API and turns the server's error shape into errors.

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

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
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
  return (await response.json()) as T;
}
