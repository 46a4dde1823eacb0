import type { Db } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema/email";
import type { Logger } from "@/server/lib/logger";
import type { EmailProvider } from "./email-provider";

/**
 * The offline default: stores each message in the database and logs its link, so a newcomer can
 * follow a password-reset link without any mail server.
 */
export function createOutboxEmail(db: Db, logger: Logger): EmailProvider {
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(emailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
      });
      logger.info(
        { to: message.to, subject: message.subject, ...(message.link ? { link: message.link } : {}) },
        "e-mail stored in the outbox (no SMTP_URL set)",
      );
    },
  };
}
