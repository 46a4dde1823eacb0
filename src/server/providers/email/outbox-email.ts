import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema/email";
import type { Logger } from "@/server/lib/logger";
import type { EmailProvider } from "./email-provider";

/**
 * The offline default: stores each message in the database and, when given a folder, as a text
 * file there (readable only by the server's user), so a newcomer can follow a password-reset link
 * without any mail server. The log says where the message is, never its link: links carry tokens.
 */
export function createOutboxEmail(db: Db, logger: Logger, folder?: string): EmailProvider {
  return {
    kind: "outbox",
    async send(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
        })
        .returning({ id: emailOutbox.id });
      let file: string | undefined;
      if (folder && row) {
        mkdirSync(folder, { recursive: true, mode: 0o700 });
        file = join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${row.id}.txt`);
        writeFileSync(file, `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`, { mode: 0o600 });
      }
      logger.info(
        { outboxId: row?.id, subject: message.subject, ...(file ? { file } : {}) },
        "e-mail stored in the outbox (no SMTP_URL set)",
      );
    },
  };
}
