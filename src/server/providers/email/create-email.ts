import { join } from "node:path";
import type { Db } from "@/server/db/client";
import type { Env } from "@/server/env";
import type { Logger } from "@/server/lib/logger";
import type { EmailProvider } from "./email-provider";
import { createOutboxEmail } from "./outbox-email";
import { createSmtpEmail } from "./smtp-email";

export function createEmailProvider(env: Env, db: Db, logger: Logger): EmailProvider {
  return env.SMTP_URL
    ? createSmtpEmail(env.SMTP_URL, env.EMAIL_FROM)
    : createOutboxEmail(db, logger, join(env.DATA_DIR, "outbox"));
}
