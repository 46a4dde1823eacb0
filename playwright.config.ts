import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN, E2E_SERVER_LOG } from "./tests/e2e/e2e-env";

// End-to-end tests drive Debian's Chromium (Playwright cannot download browsers here) against the
// built app on a throwaway database folder.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = `.tmp/e2e-data-${process.pid}`;
const oidcPort = Number(process.env.OIDC_PORT ?? 4180);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "tsx tests/e2e/oidc-server.ts",
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { OIDC_PORT: String(oidcPort) },
    },
    {
      command: `rm -rf ${dataDir} && mkdir -p .tmp && node dist/server/index.js > ${E2E_SERVER_LOG} 2>&1`,
      url: `http://127.0.0.1:${port}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: "info",
        GOOGLE_CLIENT_ID: "alohabot-e2e",
        GOOGLE_CLIENT_SECRET: "alohabot-e2e-secret",
        GOOGLE_ISSUER_URL: `http://127.0.0.1:${oidcPort}`,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // Lets a spec give its test users distinct addresses (X-Forwarded-For from loopback), so the
        // per-address sign-up limit never depends on how many specs run before it.
        TRUSTED_PROXIES: "127.0.0.1",
        NODE_ENV: "production",
      },
    },
  ],
});
