import type { DatabaseHandle } from "@/server/db/client";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { type Directory, loadDirectory } from "@/server/features/concierge/directory";
import { createLogger } from "@/server/lib/logger";
import { createTestDatabase } from "./test-db";

/** A test database seeded with the full places directory, and the directory the concierge loads from it. */
export async function openSeededDirectory(): Promise<{ database: DatabaseHandle; directory: Directory }> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, {
    siteName: "AlohaBot",
    supportEmail: "s@alohabot.local",
    adminEmail: "a@alohabot.local",
    adminPassword: "test-admin-password",
    logger: createLogger("silent"),
  });
  return { database, directory: await loadDirectory(database.db) };
}
