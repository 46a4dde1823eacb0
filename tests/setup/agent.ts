import type { TestApp } from "./test-app";
import { TEST_ORIGIN } from "./test-app";

type RequestOptions = {
  method?: string;
  json?: unknown;
  /** A raw body (sent as is, with the content type given in headers); FormData is sent as multipart. */
  body?: string | FormData;
  headers?: Record<string, string>;
  origin?: string | null;
};

/**
 * A browser-like client for in-process requests: keeps cookies, sends our Origin, and connects
 * from a chosen socket address (what the server sees as the peer).
 */
export function createAgent(t: TestApp, options: { ip?: string } = {}) {
  const jar = new Map<string, string>();
  const ip = options.ip ?? "203.0.113.10";

  async function request(path: string, init: RequestOptions = {}) {
    const headers: Record<string, string> = { "user-agent": "vitest-agent/1.0", ...init.headers };
    if (init.origin !== null) headers.origin = init.origin ?? TEST_ORIGIN;
    if (init.json !== undefined) headers["content-type"] = "application/json";
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const res = await t.app.request(
      path,
      {
        method: init.method ?? (init.json !== undefined || init.body !== undefined ? "POST" : "GET"),
        headers,
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        ...(init.body !== undefined ? { body: init.body } : {}),
        redirect: "manual",
      },
      { incoming: { socket: { remoteAddress: ip, remotePort: 50000, remoteFamily: "IPv4" } } },
    );
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, ...rest] = (pair ?? "").split("=");
      const value = rest.join("=");
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === "";
      if (name) {
        if (expired) jar.delete(name.trim());
        else jar.set(name.trim(), value);
      }
    }
    return res;
  }

  return {
    request,
    jar,
    signUp: (email: string, password: string, extra: Record<string, unknown> = {}) =>
      request("/api/auth/sign-up/email", { json: { email, password, ...extra } }),
    signIn: (email: string, password: string) => request("/api/auth/sign-in/email", { json: { email, password } }),
    me: async () => (await (await request("/api/me")).json()) as { user: null | Record<string, unknown> },
  };
}

export type ApiErrorJson = { code: string; message: string; fields?: Record<string, string> };

/** The `error` member of an API error response. */
export async function errorOf(res: Response): Promise<ApiErrorJson> {
  const body = (await res.json()) as { error: ApiErrorJson };
  return body.error;
}
