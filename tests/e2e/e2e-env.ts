import { readFileSync } from "node:fs";
/** The app's log during e2e runs, where the built-in e-mail outbox names the file of each e-mail. */
export const E2E_SERVER_LOG = ".tmp/e2e-server.log";
export const E2E_ADMIN = { email: "admin@alohabot.local", password: "e2e-admin-password-123" };

/** The newest outbox e-mail to this address: the log names its file (never the link itself). */
export function lastOutboxLink(email: string): string {
  const files = readFileSync(E2E_SERVER_LOG, "utf8")
    .split("\n")
    .filter((line) => line.includes("e-mail stored in the outbox") && line.includes('"file"'))
    .map((line) => (JSON.parse(line) as { file: string }).file)
    .reverse();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    if (!text.startsWith(`To: ${email}\n`)) continue;
    const link = text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
  }
  throw new Error(`no outbox e-mail for ${email}`);
}
