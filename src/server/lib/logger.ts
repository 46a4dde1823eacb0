import pino from "pino";

export type Logger = pino.Logger;

/**
 * Text that must never reach a log line, whatever logged it: tokens in URLs and paths, session
 * and device cookies, bearer credentials, and the parameter values drizzle appends to failed SQL.
 * Applied to every serialized line as a last line of defence (src/server/lib/log-scan.test.ts).
 */
const SECRET_SHAPES: Array<[RegExp, string]> = [
  [/([?&](?:token|code|state|key|secret|password|signature)=)[^&"\s\\]+/gi, "$1[redacted]"],
  [/(\/(?:reset-password|verify-email|shared)\/)[^/?"\s\\]+/gi, "$1[redacted]"],
  [/((?:session_token|session_data|dont_remember|alohabot_device|state)=)[^;&"\s\\]+/gi, "$1[redacted]"],
  [/(Bearer\s+)[A-Za-z0-9._~+/-]+=*/gi, "$1[redacted]"],
  [/(params: )[^"]*/g, "$1[redacted]"],
];

export function scrubSecrets(text: string): string {
  let out = text;
  for (const [shape, replacement] of SECRET_SHAPES) out = out.replace(shape, replacement);
  return out;
}

/** A value quoted inside a database error message ("invalid input syntax for type uuid: "abc""). */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"[value]"');
}

type SerializedError = { type: string; message: string; code?: string; cause?: SerializedError };

/**
 * Errors as structured data: kind, code, message and cause, never the stack (the brief: no stack
 * trace reaches a log line; it names files, paths and dependency versions of the server). A failed
 * query's SQL and parameters are left out (drizzle puts both in its message): what is logged is the
 * database's own code and message, with any quoted value replaced.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubSecrets(String(error)).slice(0, 500) };
  const code = (error as { code?: unknown }).code;
  const isFailedQuery = error.message.startsWith("Failed query:");
  const message = isFailedQuery ? "database query failed" : error.message;
  const cause = (error as { cause?: unknown }).cause;
  const fromDatabase = typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
  return {
    type: error.name,
    message: scrubSecrets(fromDatabase ? withoutQuotedValues(message) : message).slice(0, 500),
    ...(typeof code === "string" ? { code } : {}),
    ...(cause && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

/**
 * Structured JSON logs. Secrets that could sit in logged objects are redacted by path, and every
 * line is scrubbed of secret shapes before it is written.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "res.headers['set-cookie']",
        "*.password",
        "*.newPassword",
        "*.currentPassword",
        "*.token",
        "*.secret",
        "*.cookie",
        "*.link",
      ],
      censor: "[redacted]",
    },
    serializers: { err: serializeError },
    hooks: { streamWrite: scrubSecrets },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Libraries that print to the console (better-auth's adapter prints a failed query, SQL and
 * parameters included, with console.error) go through the logger instead: only their text
 * arguments and errors are kept, errors serialized like ours, the text scrubbed. Returns a
 * function that puts the console back.
 */
export function routeConsoleToLogger(logger: Logger): () => void {
  // biome-ignore lint/suspicious/noConsole: the point is to replace the console's methods
  const original = { error: console.error, warn: console.warn, info: console.info, log: console.log };
  const line =
    (level: "error" | "warn" | "info") =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const text = args
        .filter((arg): arg is string | number | boolean => ["string", "number", "boolean"].includes(typeof arg))
        .join(" ");
      logger[level]({ source: "console", ...(err ? { err } : {}) }, scrubSecrets(text).slice(0, 500));
    };
  console.error = line("error");
  console.warn = line("warn");
  console.info = line("info");
  console.log = line("info");
  return () => Object.assign(console, original);
}
