import { getCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { databaseUnavailableError, errorBody, fieldErrors } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { errorResponses, jsonContent } from "@/server/lib/openapi";
import { hitRateLimit, RATE_LIMITS } from "@/server/lib/rate-limit";
import { createRouter } from "@/server/lib/router";
import { AUTH } from "@/shared/messages/auth";
import {
  authSessionResultSchema,
  authSessionSchema,
  authSignOutSchema,
  authStatusSchema,
  emailSchema,
} from "@/shared/schemas/auth";
import { z } from "@/shared/schemas/zod";
import { CLIENT_IP_HEADER } from "./client-ip-header";
import type { Auth } from "./create-auth";
import { type LoginProvider, recordLoginAttempt } from "./login-attempts.service";
import { emailForResetToken, withSessionAfterReset } from "./password-reset-session";
import {
  beginSignIn,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  finishSignIn,
  issueDeviceCookie,
  type SignInTicket,
  verifyDeviceCookie,
} from "./sign-in-throttle.service";

const v = AUTH.validation;
const url = z.string().max(2048, "At most 2048 characters");
const anyPassword = z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(128, v.passwordTooLong);

/**
 * What each better-auth endpoint we use may receive, checked before it runs: valid e-mails and
 * bounded strings, so bad input is a 400 naming the field (control characters are refused earlier,
 * by the input guard). Unknown actions pass to better-auth, which validates its own.
 */
const bodySchemas: Record<string, z.ZodType> = {
  "/sign-in/email": z.object({ email: emailSchema, password: anyPassword, callbackURL: url.optional() }),
  "/sign-up/email": z.object({
    email: emailSchema,
    password: anyPassword,
    name: z.string().max(100, "At most 100 characters").optional(),
    callbackURL: url.optional(),
  }),
  "/request-password-reset": z.object({ email: emailSchema, redirectTo: url.optional() }),
  "/send-verification-email": z.object({ email: emailSchema, callbackURL: url.optional() }),
  "/reset-password": z.object({
    token: z.string().max(512, "At most 512 characters").optional(),
    newPassword: anyPassword,
  }),
  "/change-password": z.object({ currentPassword: anyPassword, newPassword: anyPassword }),
};

/** Per-address limits on requests that create accounts or send e-mail. */
const addressLimits: Record<string, { key: string; rule: { limit: number; windowMs: number } }> = {
  "/sign-up/email": { key: "sign-up", rule: RATE_LIMITS.signUpPerAddress },
  "/request-password-reset": { key: "reset", rule: RATE_LIMITS.emailRequestsPerAddress },
  "/send-verification-email": { key: "verify", rule: RATE_LIMITS.emailRequestsPerAddress },
};

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

export type AuthDeps = Pick<AppDeps, "database" | "clock" | "env" | "authSecret"> & { auth: Auth };

/** The better-auth endpoints the client calls, as the OpenAPI document shows them. */
const documentedEndpoints: Array<{
  method: "get" | "post";
  path: string;
  summary: string;
  ok: typeof authSessionResultSchema | typeof authStatusSchema | typeof authSignOutSchema | typeof authSessionSchema;
  errors: Parameters<typeof errorResponses>;
}> = [
  {
    method: "post",
    path: "/sign-up/email",
    summary: "Create an account with e-mail and password",
    ok: authSessionResultSchema,
    errors: [400, 422, 429],
  },
  {
    method: "post",
    path: "/sign-in/email",
    summary: "Sign in with e-mail and password",
    ok: authSessionResultSchema,
    errors: [400, 401, 403, 429],
  },
  { method: "post", path: "/sign-out", summary: "End this session", ok: authSignOutSchema, errors: [] },
  { method: "get", path: "/get-session", summary: "The current session, or null", ok: authSessionSchema, errors: [] },
  {
    method: "post",
    path: "/request-password-reset",
    summary: "E-mail a password reset link (always answers the same)",
    ok: authStatusSchema,
    errors: [400, 429],
  },
  {
    method: "post",
    path: "/reset-password",
    summary: "Set a new password with the e-mailed token (signs the visitor in)",
    ok: authStatusSchema,
    errors: [400],
  },
  {
    method: "post",
    path: "/send-verification-email",
    summary: "E-mail the sign-up confirmation link again",
    ok: authStatusSchema,
    errors: [400, 429],
  },
  {
    method: "post",
    path: "/change-password",
    summary: "Change the password; every other session ends",
    ok: authSessionResultSchema,
    errors: [400, 401],
  },
];

/**
 * better-auth behind our guards: the real client IP, the per-e-mail lockout and per-IP throttles,
 * the login attempt log, only the allowed sign-up fields, and errors in the app's JSON shape.
 * Mounted at /api/auth; better-auth's own endpoints are documented from the list above.
 */
export function authRoutes(deps: AuthDeps) {
  const app = createRouter();
  const { auth } = deps;
  for (const endpoint of documentedEndpoints) {
    app.openAPIRegistry.registerPath({
      method: endpoint.method,
      path: endpoint.path,
      summary: endpoint.summary,
      tags: ["auth"],
      responses: { 200: jsonContent(endpoint.ok, "OK"), ...errorResponses(...endpoint.errors) },
    });
  }

  app.on(["GET", "POST"], "/*", async (c) => {
    const { db } = deps.database;
    const now = deps.clock.now();
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
      const schema = bodySchemas[action];
      if (schema) {
        const checked = schema.safeParse(body ?? {});
        if (!checked.success) {
          return c.json(
            errorBody("validation_error", "Some fields are invalid.", fieldErrors(checked.error.issues)),
            400,
          );
        }
      }
      email = emailFrom(body);
    }

    let ticket: SignInTicket | null = null;
    if (isPost && action === "/sign-in/email") {
      const secret = deps.authSecret;
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
    const addressLimit = isPost ? addressLimits[action] : undefined;
    if (addressLimit) {
      const { key, rule } = addressLimit;
      if (await hitRateLimit(db, `${key}:${ip}`, rule.limit, rule.windowMs, now)) {
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
        "/change-password": ["currentPassword", "newPassword"],
      };
      const keys = allowed[action];
      if (keys && body) {
        const filtered = Object.fromEntries(Object.entries(body).filter(([key]) => keys.includes(key)));
        if (action === "/sign-up/email") filtered.name = typeof body.name === "string" ? body.name : "";
        // A password change always ends every other session, whatever the client asks.
        if (action === "/change-password") filtered.revokeOtherSessions = true;
        forwardBody = JSON.stringify(filtered);
        headers.set("content-type", "application/json");
        headers.delete("content-length");
      } else {
        forwardBody = await c.req.raw.clone().text();
      }
    }
    const resetEmail = isPost && action === "/reset-password" ? await emailForResetToken(db, body?.token, now) : null;
    let response: Response;
    try {
      response = await auth.handler(
        new Request(c.req.raw.url, { method: c.req.method, headers, ...(isPost ? { body: forwardBody } : {}) }),
      );
    } catch (error) {
      if (ticket) await finishSignIn(db, ticket, "aborted", now).catch(() => undefined);
      throw error;
    }
    if (resetEmail && response.ok) {
      response = await withSessionAfterReset(auth, response, {
        email: resetEmail,
        password: body?.newPassword,
        headers,
      });
    }
    if (ticket) {
      const outcome = response.ok ? "success" : response.status >= 500 ? "aborted" : "failure";
      await finishSignIn(db, ticket, outcome, now);
      if (outcome === "success") {
        const cookie = issueDeviceCookie(deps.authSecret, email);
        const secure = deps.env.PUBLIC_URL.startsWith("https://") ? "; Secure" : "";
        response = new Response(response.body, response);
        response.headers.append(
          "set-cookie",
          `${DEVICE_COOKIE}=${cookie}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; Path=/api/auth; HttpOnly; SameSite=Lax${secure}`,
        );
      }
    }

    // better-auth answers a lost database with a generic 500: report the outage as such.
    if (response.status >= 500 && !(await deps.database.ping())) throw databaseUnavailableError();

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
