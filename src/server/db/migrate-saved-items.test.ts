import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyTestDatabase } from "../../../tests/setup/test-db";
import { type DatabaseHandle, selectRows } from "./client";
import { migrationsFolder, runMigrations } from "./migrate";

// Migration 0007 gives saved items their own copy of the reply. Existing rows must be filled
// from their messages before the cascade is dropped: nothing already saved may be lost.

const TAG = "0007_saved_items_keep_copy";
let database: DatabaseHandle;
let olderFolder: string;

beforeAll(async () => {
  olderFolder = mkdtempSync(join(tmpdir(), "alohabot-migrations-"));
  cpSync(migrationsFolder(), olderFolder, { recursive: true });
  const journalPath = join(olderFolder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === TAG);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  database = await createEmptyTestDatabase();
});
afterAll(async () => {
  await database?.close();
  rmSync(olderFolder, { recursive: true, force: true });
});

describe(`migration ${TAG}`, () => {
  it("copies each saved item's reply text and places from its message, then survives the conversation's deletion", async () => {
    await runMigrations(database, olderFolder);
    const places = [{ name: "Poʻipū Beach Park", place_id: "poipu", place_type: "beach" }];
    await database.db.execute(sql`insert into users (id, email) values ('u-old', 'old@example.com')`);
    await database.db.execute(
      sql`insert into conversations (id, user_id, title) values ('00000000-0000-4000-8000-000000000001', 'u-old', 'Beaches')`,
    );
    await database.db.execute(
      sql`insert into messages (id, conversation_id, role, content, places) values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'assistant', 'Try Poʻipū early.', ${JSON.stringify(places)}::jsonb)`,
    );
    await database.db.execute(
      sql`insert into saved_messages (message_id, user_id, category, custom_note) values ('00000000-0000-4000-8000-000000000002', 'u-old', 'beaches', 'sunrise')`,
    );

    await runMigrations(database);
    const backfilled = await selectRows<{ content: string; places: unknown; conversation_id: string | null }>(
      database.db,
      sql`select content, places, conversation_id from saved_messages where user_id = 'u-old'`,
    );
    expect(backfilled).toEqual([
      { content: "Try Poʻipū early.", places, conversation_id: "00000000-0000-4000-8000-000000000001" },
    ]);

    await database.db.execute(sql`delete from conversations where id = '00000000-0000-4000-8000-000000000001'`);
    const kept = await selectRows<{ content: string; custom_note: string; message_id: string | null }>(
      database.db,
      sql`select content, custom_note, message_id from saved_messages where user_id = 'u-old'`,
    );
    expect(kept).toEqual([{ content: "Try Poʻipū early.", custom_note: "sunrise", message_id: null }]);
  });
});
