export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about (reset, confirmation); never logged (it carries a token). */
  link?: string;
};

export type EmailProvider = {
  kind: "outbox" | "smtp";
  send: (message: EmailMessage) => Promise<void>;
};
