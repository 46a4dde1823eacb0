import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { accounts, userSessions, users, verifications } from "@/server/db/schema/auth";
import { profiles } from "@/server/db/schema/profiles";
import type { Env } from "@/server/env";
import { logUserActivity } from "@/server/features/activity/activity.service";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import { hashPassword, verifyPassword } from "@/server/lib/password";
import { hitRateLimit, RATE_LIMITS } from "@/server/lib/rate-limit";
import { requestOrigin } from "@/server/lib/request-origin";
import type { EmailProvider } from "@/server/providers/email/email-provider";
import { MIN_PASSWORD_LENGTH } from "@/shared/constants";
import { AUTH } from "@/shared/messages/auth";
import { accountExistsEmail, passwordResetEmail, verificationEmail } from "./auth-emails";
import { CLIENT_IP_HEADER } from "./client-ip-header";
import { googleDiscoveryUrl } from "./google-discovery";
import { recordLoginAttempt } from "./login-attempts.service";

/** Sessions idle out after 7 days (renewed at most daily) and end after 30 days whatever happens. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_SECONDS = 60 * 60;

export type AuthDeps = {
  env: Env;
  db: Db;
  logger: Logger;
  email: EmailProvider;
  clock: Clock;
  secret: string;
};

function requestMeta(request: Request | undefined) {
  return {
    ipAddress: request?.headers.get(CLIENT_IP_HEADER) ?? null,
    userAgent: request?.headers.get("user-agent") ?? null,
  };
}

export function createAuth({ env, db, logger, email, clock, secret }: AuthDeps) {
  const isHttps = env.PUBLIC_URL.startsWith("https://");
  /**
   * Sends at most RATE_LIMITS.emailPerRecipient e-mails of one kind to one address per window,
   * whoever asks and from wherever; past that, nothing is sent and the answer stays the same.
   */
  const sendLimited = async (kind: "reset" | "verify", to: string, message: Parameters<EmailProvider["send"]>[0]) => {
    const rule = RATE_LIMITS.emailPerRecipient;
    const key = `mail-to:${kind}:${to.trim().toLowerCase()}`;
    if (await hitRateLimit(db, key, rule.limit, rule.windowMs, clock.now())) {
      logger.warn({ kind }, "e-mail not sent: the recipient's limit is reached");
      return;
    }
    await email.send(message);
  };
  return betterAuth({
    appName: env.SITE_NAME,
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    telemetry: { enabled: false },
    // Without PUBLIC_URL, the origin each request was addressed to is trusted too (see origin-check.ts).
    trustedOrigins: env.isPublicUrlSet
      ? [new URL(env.PUBLIC_URL).origin]
      : (request) => [new URL(env.PUBLIC_URL).origin, request ? requestOrigin(request) : null],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: userSessions, account: accounts, verification: verifications },
    }),
    // Our own throttles (per e-mail lockout, per IP) run in auth.routes.ts with the real client IP.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      requireEmailVerification: env.REQUIRE_EMAIL_CONFIRMATION,
      autoSignIn: !env.REQUIRE_EMAIL_CONFIRMATION,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      sendResetPassword: async ({ user, url }) => {
        await sendLimited("reset", user.email, passwordResetEmail(env.SITE_NAME, user.email, url));
      },
      // With confirmation required, better-auth answers a sign-up for an existing address exactly
      // as for a new one (no session either way); the owner gets this notice instead of a link.
      onExistingUserSignUp: async ({ user }) => {
        const signIn = new URL("/auth", env.PUBLIC_URL).toString();
        await sendLimited("verify", user.email, accountExistsEmail(env.SITE_NAME, user.email, signIn));
      },
      onPasswordReset: async ({ user }, request) => {
        await recordLoginAttempt(db, {
          email: user.email,
          success: true,
          provider: "password_reset",
          reason: "password_changed",
          ...requestMeta(request),
          at: clock.now(),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: env.REQUIRE_EMAIL_CONFIRMATION,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendLimited("verify", user.email, verificationEmail(env.SITE_NAME, user.email, url));
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    account: { accountLinking: { enabled: true, trustedProviders: ["google"] } },
    advanced: {
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps, path: "/" },
      // The client IP is computed by our middleware from the socket and trusted proxies only.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // Every new user gets a profile; paid status, roles and deactivation never come from a request.
          after: async (user) => {
            await db.insert(profiles).values({ userId: user.id }).onConflictDoNothing();
            await logUserActivity(db, { userId: user.id, eventType: "sign_up", at: clock.now() });
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [profile] = await db
              .select({ deactivated: profiles.deactivated })
              .from(profiles)
              .where(eq(profiles.userId, session.userId))
              .limit(1);
            if (profile?.deactivated) {
              throw new APIError("FORBIDDEN", { code: "ACCOUNT_DEACTIVATED", message: AUTH.errors.deactivated });
            }
          },
          after: async (session, context) => {
            // Password sign-ins are logged by auth.routes.ts; Google's arrive through the callback.
            if (!context?.path?.startsWith("/callback/")) return;
            const [user] = await db
              .select({ email: users.email })
              .from(users)
              .where(eq(users.id, session.userId))
              .limit(1);
            await recordLoginAttempt(db, {
              email: user?.email ?? "unknown",
              success: true,
              provider: "google",
              reason: null,
              ...requestMeta(context.request),
              at: clock.now(),
            });
          },
        },
      },
    },
    plugins: env.isGoogleEnabled
      ? [
          genericOAuth({
            config: [
              {
                providerId: "google",
                name: "Google",
                clientId: env.GOOGLE_CLIENT_ID as string,
                clientSecret: env.GOOGLE_CLIENT_SECRET as string,
                discoveryUrl: googleDiscoveryUrl(env),
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    // Errors that are not better-auth's own (a lost database, a bug) reach our error handler, which
    // answers 503 or 500 in the app's shape and logs them redacted, instead of better-call
    // printing them with their SQL to the console.
    onAPIError: { throw: true },
    logger: {
      level: "warn",
      log: (level, message) => {
        if (level === "error") logger.error({ source: "better-auth" }, message);
        else if (level === "warn") logger.warn({ source: "better-auth" }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
