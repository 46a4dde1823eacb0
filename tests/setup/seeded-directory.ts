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

/**
 * For a test file: opens the seeded directory before its tests and closes it after; returns a getter
 * (the directory exists only once `beforeAll` has run).
 */
export function seededDirectoryForFile(hooks: {
  beforeAll: (fn: () => Promise<void>) => void;
  afterAll: (fn: () => Promise<void>) => void;
}): () => Directory {
  let opened: { database: DatabaseHandle; directory: Directory } | null = null;
  hooks.beforeAll(async () => {
    opened = await openSeededDirectory();
  });
  hooks.afterAll(async () => {
    await opened?.database.close();
  });
  return () => {
    if (!opened) throw new Error("the seeded directory is opened in beforeAll");
    return opened.directory;
  };
}
