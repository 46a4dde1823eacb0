// npm run db:seed - applies migrations and inserts any seed rows that are missing (idempotent).
import { openMigratedDatabase } from "@/server/db/open-from-env";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { loadDotEnvFile, loadEnv } from "@/server/env";
import { createLogger } from "@/server/lib/logger";

loadDotEnvFile();
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openMigratedDatabase(env, logger);
try {
  const result = await seedDatabase(database.db, {
    siteName: env.SITE_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    adminEmail: env.SUPER_ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    logger,
  });
  logger.info({ inserted: result }, "seed finished");
} finally {
  await database.close();
}
