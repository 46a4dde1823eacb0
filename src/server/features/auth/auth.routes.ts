import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { databaseUnavailableError, errorBody } from "@/server/lib/api-error";
import type { AppBindings } from "@/server/lib/app-context";
import { hitRateLimit } from "@/server/lib/rate-limit";
import { AUTH } from "@/shared/messages/auth";
import { emailSchema } from "@/shared/schemas/auth";
import { CLIENT_IP_HEADER } from "./client-ip-header";
import type { Auth } from "./create-auth";
import { type LoginProvider, recordLoginAttempt } from "./login-attempts.service";
import {
  beginSignIn,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  finishSignIn,
  issueDeviceCookie,
  type SignInTicket,
  verifyDeviceCookie,
} from "./sign-in-throttle.service";

/** Sign-ups and reset requests one IP may make per hour. */
const ACCOUNT_REQUESTS_PER_HOUR = 10;

/** better-auth's error codes, as the spec's messages. */
function messageFor(code: string, fallback: string): string {
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_EMAIL":
    case "INVALID_PASSWORD":
    case "CREDENTIAL_ACCOUNT_NOT_FOUND":
      return AUTH.errors.invalidCredentials;
    case "EMAIL_NOT_VERIFIED":
      return AUTH.errors.emailNotConfirmed;
    case "PASSWORD_TOO_SHORT":
      return AUTH.validation.passwordTooShort;
    case "PASSWORD_TOO_LONG":
      return AUTH.validation.passwordTooLong;
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return AUTH.errors.userExists;
    case "INVALID_TOKEN":
      return AUTH.errors.resetErrorDefault;
    case "ACCOUNT_DEACTIVATED":
      return AUTH.errors.deactivated;
    default:
      return fallback || AUTH.errors.unexpected;
  }
}

async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body = (await request.clone().json()) as unknown;
    return body && typeof body === "object" ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function emailFrom(body: Record<string, unknown> | null): string {
  const parsed = emailSchema.safeParse(body?.email);
  return parsed.success ? parsed.data : typeof body?.email === "string" ? body.email.slice(0, 254) : "unknown";
}

/**
 * better-auth behind our guards: the real client IP, the per-e-mail lockout and per-IP throttles,
 * the login attempt log, only the allowed sign-up fields, and errors in the app's JSON shape.
 */
export function authRoutes(auth: Auth) {
  const app = new Hono<AppBindings>();

  app.on(["GET", "POST"], "/*", async (c) => {
    const { db } = c.get("deps").database;
    const now = c.get("deps").clock.now();
    const ip = c.get("clientIp");
    const userAgent = c.req.header("user-agent") ?? null;
    const action = c.req.path.replace(/^\/api\/auth/, "");
    const isPost = c.req.method === "POST";
    const log = (email: string, provider: LoginProvider, success: boolean, reason: string | null) =>
      recordLoginAttempt(db, { email, provider, success, reason, ipAddress: ip, userAgent, at: now });

    let body: Record<string, unknown> | null = null;
    let email = "unknown";
    if (isPost) {
      body = await readJson(c.req.raw);
      email = emailFrom(body);
    }

    let ticket: SignInTicket | null = null;
    if (isPost && action === "/sign-in/email") {
      const secret = c.get("deps").authSecret;
      const deviceId = verifyDeviceCookie(secret, email, getCookie(c, DEVICE_COOKIE));
      const decision = await beginSignIn(db, { email, ip, deviceId, now });
      if (!decision.allowed) {
        await log(email, "email", false, decision.reason);
        c.header("Retry-After", String(decision.retryAfterSeconds));
        if (decision.reason === "ip_throttled") {
          return c.json(errorBody("too_many_attempts", AUTH.errors.ipThrottled), 429);
        }
        return c.json(errorBody("account_locked", AUTH.errors.locked(Math.ceil(decision.retryAfterSeconds / 60))), 429);
      }
      ticket = decision.ticket;
    }
    if (isPost && (action === "/sign-up/email" || action === "/request-password-reset")) {
      const key = `${action === "/sign-up/email" ? "sign-up" : "reset"}:${ip}`;
      if (await hitRateLimit(db, key, ACCOUNT_REQUESTS_PER_HOUR, 60 * 60_000, now)) {
        return c.json(errorBody("too_many_attempts", AUTH.errors.ipThrottled), 429);
      }
    }

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    let forwardBody: string | undefined;
    if (isPost) {
      // Only the fields each form sends reach better-auth: nothing else can be set by a request.
      const allowed: Record<string, string[]> = {
        "/sign-up/email": ["email", "password", "name", "callbackURL"],
        "/sign-in/email": ["email", "password", "callbackURL", "rememberMe"],
      };
      const keys = allowed[action];
      if (keys && body) {
        const filtered = Object.fromEntries(Object.entries(body).filter(([key]) => keys.includes(key)));
        if (action === "/sign-up/email") filtered.name = typeof body.name === "string" ? body.name : "";
        forwardBody = JSON.stringify(filtered);
        headers.set("content-type", "application/json");
        headers.delete("content-length");
      } else {
        forwardBody = await c.req.raw.clone().text();
      }
    }
    let response: Response;
    try {
      response = await auth.handler(
        new Request(c.req.raw.url, { method: c.req.method, headers, ...(isPost ? { body: forwardBody } : {}) }),
      );
    } catch (error) {
      if (ticket) await finishSignIn(db, ticket, "aborted", now).catch(() => undefined);
      throw error;
    }
    if (ticket) {
      const outcome = response.ok ? "success" : response.status >= 500 ? "aborted" : "failure";
      await finishSignIn(db, ticket, outcome, now);
      if (outcome === "success") {
        const cookie = issueDeviceCookie(c.get("deps").authSecret, email);
        const secure = c.get("deps").env.PUBLIC_URL.startsWith("https://") ? "; Secure" : "";
        response = new Response(response.body, response);
        response.headers.append(
          "set-cookie",
          `${DEVICE_COOKIE}=${cookie}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; Path=/api/auth; HttpOnly; SameSite=Lax${secure}`,
        );
      }
    }

    // better-auth answers a lost database with a generic 500: report the outage as such.
    if (response.status >= 500 && !(await c.get("deps").database.ping())) throw databaseUnavailableError();

    let errorCode: string | null = null;
    let errorMessage = "";
    if (!response.ok && response.status !== 302 && response.headers.get("content-type")?.includes("json")) {
      const parsed = (await response
        .clone()
        .json()
        .catch(() => null)) as { code?: string; message?: string } | null;
      errorCode = parsed?.code ?? "AUTH_ERROR";
      errorMessage = parsed?.message ?? "";
    }

    if (isPost && action === "/sign-in/email") await log(email, "email", response.ok, errorCode);
    if (isPost && action === "/sign-up/email") await log(email, "email_signup", response.ok, errorCode);
    if (isPost && action === "/request-password-reset")
      await log(email, "password_reset", response.ok, errorCode ?? "reset_requested");
    if (isPost && action === "/reset-password" && !response.ok)
      await log("unknown", "password_reset", false, errorCode);
    if (action.startsWith("/callback/")) {
      const location = response.headers.get("location") ?? "";
      const failed = /[?&]error=/.test(location) || response.status >= 400;
      if (failed)
        await log(
          "unknown",
          "google",
          false,
          new URL(location || "/", "http://x").searchParams.get("error") ?? errorCode,
        );
    }

    if (errorCode === null) return response;
    const outHeaders = new Headers(response.headers);
    outHeaders.delete("content-length");
    outHeaders.set("content-type", "application/json");
    return new Response(JSON.stringify(errorBody(errorCode.toLowerCase(), messageFor(errorCode, errorMessage))), {
      status: response.status as ContentfulStatusCode,
      headers: outHeaders,
    });
  });

  return app;
}
