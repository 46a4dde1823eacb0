/** The app's log during e2e runs, where the built-in e-mail outbox names the file of each e-mail. */
export const E2E_SERVER_LOG = ".tmp/e2e-server.log";
export const E2E_ADMIN = { email: "admin@alohabot.local", password: "e2e-admin-password-123" };
