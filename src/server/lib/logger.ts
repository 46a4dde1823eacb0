import pino from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs. Secrets that could sit in logged objects are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "res.headers['set-cookie']",
        "*.password",
        "*.token",
        "*.secret",
      ],
      censor: "[redacted]",
    },
    serializers: {
      // Log the error's kind and message only: stacks stay out of log lines.
      err: (error: unknown) => {
        if (error instanceof Error) {
          const code = (error as { code?: unknown }).code;
          return { type: error.name, message: error.message, ...(code ? { code } : {}) };
        }
        return { message: String(error) };
      },
    },
  });
}
