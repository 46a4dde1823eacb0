import nodemailer from "nodemailer";
import type { EmailProvider } from "./email-provider";

/** Sends through an SMTP server given as a URL (smtp:// or smtps://). */
export function createSmtpEmail(smtpUrl: string, from: string): EmailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}
