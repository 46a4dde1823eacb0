import type { DatabaseHandle } from "@/server/db/client";
import { type Directory, loadDirectory } from "@/server/features/concierge/directory";
import { seedForTests } from "./seed";
import { createTestDatabase } from "./test-db";

/** A test database seeded with the full places directory, and the directory the concierge loads from it. */
export async function openSeededDirectory(): Promise<{ database: DatabaseHandle; directory: Directory }> {
  const database = await createTestDatabase();
  await seedForTests(database.db);
  return { database, directory: await loadDirectory(database.db) };
}
