import { existsSync } from "node:fs";
import { z } from "zod";

// The only module that reads process.env. Every variable is validated once at start.

const booleanFromString = z
  .enum(["true", "false", "1", "0"], { message: "expected true or false" })
  .transform((value) => value === "true" || value === "1");

const envObject = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], {
      message: "expected development, production or test",
    })
    .default("development"),
  HOST: z.string().min(1, "expected a host name or address").default("0.0.0.0"),
  PORT: z.coerce
    .number({ message: "expected a port number" })
    .int("expected a whole port number")
    .min(1, "expected a port between 1 and 65535")
    .max(65535, "expected a port between 1 and 65535")
    .default(3000),
  DATA_DIR: z.string().min(1, "expected a folder path").default("./data"),
  DATABASE_URL: z.url({ message: "expected a postgres:// connection URL", protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_MAX: z.coerce
    .number({ message: "expected a number" })
    .int("expected a whole number")
    .min(1, "expected at least 1")
    .max(100, "expected at most 100")
    .default(10),
  /** Longest a database statement may run before PostgreSQL cancels it (the request gets a 503). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ message: "expected a number of milliseconds" })
    .int("expected a whole number of milliseconds")
    .min(1000, "expected at least 1000 (one second)")
    .max(600_000, "expected at most 600000 (ten minutes)")
    .default(30_000),
  /** How long a signed-in read may reuse a session lookup (0 turns the cache off); see decision 020. */
  SESSION_CACHE_TTL_MS: z.coerce
    .number({ message: "expected a number of milliseconds" })
    .int("expected a whole number of milliseconds")
    .min(0, "expected 0 (off) or more")
    .max(10_000, "expected at most 10000 (ten seconds)")
    .default(2000),
  /** Worker processes sharing the port (node:cluster), each a full instance; needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce
    .number({ message: "expected a number of processes" })
    .int("expected a whole number")
    .min(1, "expected at least 1")
    .max(64, "expected at most 64")
    .default(1),
  SITE_NAME: z.string().trim().min(1, "expected a non-empty product name").default("AlohaBot"),
  PUBLIC_URL: z.url({ message: "expected an absolute http(s) URL", protocol: /^https?$/ }).optional(),
  SUPPORT_EMAIL: z.email({ message: "expected an e-mail address" }).default("support@alohabot.local"),
  SUPER_ADMIN_EMAIL: z.email({ message: "expected an e-mail address" }).default("admin@alohabot.local"),
  ADMIN_PASSWORD: z.string().min(12, "expected at least 12 characters").optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "expected fatal, error, warn, info, debug, trace or silent",
    })
    .default("info"),
  BODY_LIMIT_KB: z.coerce
    .number({ message: "expected a size in kilobytes" })
    .int("expected a whole number")
    .min(1, "expected at least 1")
    .max(51_200, "expected at most 51200")
    .default(1024),
  SEED_ON_START: booleanFromString.default(true),
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine(
      (items) => items.every((item) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/.test(item)),
      {
        message: "expected a comma-separated list of IP addresses or CIDR ranges",
      },
    ),
  AUTH_SECRET: z.string().min(32, "expected at least 32 characters").optional(),
  REQUIRE_EMAIL_CONFIRMATION: booleanFromString.default(false),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_ISSUER_URL: z
    .url({ message: "expected an absolute http(s) URL", protocol: /^https?$/ })
    .default("https://accounts.google.com"),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "expected a Stripe secret key (sk_test_… or sk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, "expected a webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_PRICE_ID: z
    .string()
    .trim()
    .regex(/^price_\w+$/, "expected a Stripe price id (price_…)")
    .optional(),
  AI_BASE_URL: z
    .url({ message: "expected the API's base URL, e.g. https://api.openai.com/v1", protocol: /^https?$/ })
    .default("https://api.openai.com/v1"),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce
    .number({ message: "expected milliseconds" })
    .int()
    .min(1000, "expected at least 1000")
    .max(120_000, "expected at most 120000")
    .default(20_000),
  AI_MAX_OUTPUT_TOKENS: z.coerce
    .number({ message: "expected a number of tokens" })
    .int()
    .min(64, "expected at least 64")
    .max(4000, "expected at most 4000")
    .default(700),
  SMTP_URL: z.url({ message: "expected an smtp:// or smtps:// URL", protocol: /^smtps?$/ }).optional(),
  EMAIL_FROM: z.string().trim().min(3, "expected a sender such as AlohaBot <hello@example.com>").optional(),
  SERVE_CLIENT: booleanFromString.default(true),
  /** Bearer token that lets Prometheus scrape /metrics (an admin session also may); unset = admins only. */
  METRICS_TOKEN: z.string().trim().min(24, "expected at least 24 characters").optional(),
  S3_ENDPOINT: z.url({ message: "expected the store's URL, e.g. https://s3.eu-west-1.amazonaws.com" }).optional(),
  S3_BUCKET: z.string().trim().min(3, "expected a bucket name").optional(),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
});

/** Every variable the server reads; .env.example documents each one. */
export const ENV_KEYS = Object.keys(envObject.shape);

const envSchema = envObject.transform((env) => ({
  ...env,
  PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  /** False when PUBLIC_URL was not given: then the site's own origin, as each request reached it, is trusted. */
  isPublicUrlSet: env.PUBLIC_URL !== undefined,
  EMAIL_FROM: env.EMAIL_FROM ?? `${env.SITE_NAME} <${env.SUPPORT_EMAIL}>`,
  isGoogleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
}));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid environment configuration:\n${issues.map((line) => `  - ${line}`).join("\n")}`);
    this.name = "EnvError";
    this.issues = issues;
  }
}

/** Parses the environment; throws EnvError naming every bad key and what it expects. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty string means "unset", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema
    .superRefine((env, ctx) => {
      if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
        ctx.addIssue({
          code: "custom",
          path: ["STRIPE_WEBHOOK_SECRET"],
          message: "required when STRIPE_SECRET_KEY is set (payments are fulfilled by the webhook)",
        });
      }
      if (Boolean(env.AI_API_KEY) !== Boolean(env.AI_MODEL)) {
        ctx.addIssue({
          code: "custom",
          path: ["AI_MODEL"],
          message: "set AI_API_KEY and AI_MODEL together (or neither, for the built-in concierge)",
        });
      }
      if (env.S3_ENDPOINT) {
        for (const key of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
          if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "required when S3_ENDPOINT is set" });
        }
      }
      if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
        ctx.addIssue({
          code: "custom",
          path: ["WEB_CONCURRENCY"],
          message: "more than 1 needs DATABASE_URL (the embedded database belongs to one process)",
        });
      }
      if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
        ctx.addIssue({
          code: "custom",
          path: ["GOOGLE_CLIENT_SECRET"],
          message: "set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together",
        });
      }
    })
    .safeParse(cleaned);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    const key = issue.path.join(".") || "(environment)";
    return `${key}: ${issue.message}`;
  });
  throw new EnvError(issues);
}

/** Loads `.env` from the working folder into the environment when the file exists (never overriding). */
export function loadDotEnvFile(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
