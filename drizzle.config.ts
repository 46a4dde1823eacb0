import { defineConfig } from "drizzle-kit";

// Migrations are generated against the schema files and applied at server start (see db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/*.ts",
  out: "./src/server/db/migrations",
  casing: "snake_case",
});
