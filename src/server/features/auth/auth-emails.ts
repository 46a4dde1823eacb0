import type { EmailMessage } from "@/server/providers/email/email-provider";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function linkEmail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  footer: string,
): EmailMessage {
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\n${footer}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p style="color:#666">${escapeHtml(footer)}</p>`,
  };
}

export function passwordResetEmail(siteName: string, to: string, link: string): EmailMessage {
  return linkEmail(
    to,
    `Reset your ${siteName} password`,
    `Someone asked to reset the password for your ${siteName} account.`,
    "Choose a new password",
    link,
    "The link works once and expires in one hour. If you did not ask for it, you can ignore this e-mail.",
  );
}

export function verificationEmail(siteName: string, to: string, link: string): EmailMessage {
  return linkEmail(
    to,
    `Confirm your ${siteName} account`,
    `Welcome to ${siteName}! Please confirm your e-mail address to finish creating your account.`,
    "Confirm my e-mail address",
    link,
    "If you did not sign up, you can ignore this e-mail.",
  );
}
