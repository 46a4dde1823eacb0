import type { EmailMessage } from "@/server/providers/email/email-provider";
import { escapeHtml } from "@/shared/html";

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

/**
 * Sent instead of a confirmation when someone signs up with an address that already has an
 * account: the page answers exactly as for a new address, and only the owner learns what happened.
 */
export function accountExistsEmail(siteName: string, to: string, signInLink: string): EmailMessage {
  return linkEmail(
    to,
    `Your ${siteName} account`,
    `Someone tried to create a ${siteName} account with this e-mail address, which already has one. If it was you, sign in, or use "Forgot your password?" on the sign-in page.`,
    "Sign in",
    signInLink,
    "If it was not you, you can ignore this e-mail: nothing has changed on your account.",
  );
}
