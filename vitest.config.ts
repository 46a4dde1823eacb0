import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

// Two database passes (npm test): the embedded PGlite one, then PostgreSQL 15 with TEST_DATABASE_URL
// set. `*.postgres.test.ts` runs only in the PostgreSQL pass, `*.pglite.test.ts` only in the
// embedded one, so neither pass reports skipped tests.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // `npm test` turns coverage on (--coverage); scripts/test-all.ts prints the server's and the
    // client's line coverage from the JSON summary. shadcn's generated components/ui and the
    // client's test helpers are not our code to measure.
    coverage: {
      provider: "v8",
      reportsDirectory: ".tmp/coverage",
      reporter: ["json-summary", "text-summary"],
      reportOnFailure: true,
      include: ["src/server/**/*.ts", "src/client/**/*.{ts,tsx}", "src/shared/**/*.ts"],
      exclude: [
        "**/*.test.{ts,tsx}",
        "src/client/components/ui/**",
        "src/client/testing/**",
        "src/server/db/migrations/**",
      ],
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/node_modules/**", onPostgres ? "**/*.pglite.test.ts" : "**/*.postgres.test.ts"],
          // One migrated database per worker, cloned for each file (tests/setup/test-db.ts):
          // files in a worker share the module cache so the template is built once.
          pool: "forks",
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/setup/global-db.ts"],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "client",
          environment: "jsdom",
          include: ["src/client/**/*.test.tsx", "src/client/**/*.test.ts"],
          setupFiles: ["tests/setup/client-setup.ts", "src/client/testing/dom-polyfills.ts"],
          maxWorkers: 2,
          // Route tests type and click through whole screens; a busy machine may take a while.
          testTimeout: 90_000,
        },
      },
    ],
  },
});
