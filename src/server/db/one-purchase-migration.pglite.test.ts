import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "./migrate";

// Migration 0006 turns existing duplicate payments into the one-purchase shape before it adds the
// unique indexes; here it runs on a database that has the duplicates the old code allowed.

let db: PGlite;
const journal = JSON.parse(readFileSync(join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const TAG = journal.entries.find((entry) => entry.tag.startsWith("0006_"))?.tag ?? "0006 missing";

async function apply(tag: string) {
  const text = readFileSync(join(migrationsFolder(), `${tag}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

beforeAll(async () => {
  db = await PGlite.create();
  for (const { tag } of journal.entries) {
    if (tag === TAG) break;
    await apply(tag);
  }
});
afterAll(async () => {
  await db.close();
});

describe("migration 0006 (one purchase per user)", () => {
  it("keeps the earliest paid row as the grant, flags the rest for a refund and leaves one open checkout", async () => {
    await db.exec(`
      insert into users (id, email)
        values ('u1', 'u1@example.com'), ('u2', 'u2@example.com');
      insert into payments (user_id, provider, session_id, amount_cents, currency, status, created_at, paid_at) values
        ('u1', 'test', 'cs_a', 1499, 'usd', 'paid', '2026-01-01', '2026-01-01 10:00'),
        ('u1', 'test', 'cs_b', 1499, 'usd', 'paid', '2026-01-01', '2026-01-01 09:00'),
        ('u1', 'test', 'cs_c', 1499, 'usd', 'paid', '2026-01-02', '2026-01-02 09:00'),
        ('u1', 'test', 'cs_d', 1499, 'usd', 'pending', '2026-01-03', null),
        ('u2', 'test', 'cs_e', 1499, 'usd', 'pending', '2026-01-01', null),
        ('u2', 'test', 'cs_f', 1499, 'usd', 'pending', '2026-01-02', null),
        ('u2', 'test', 'cs_g', 1499, 'usd', 'canceled', '2026-01-03', null);
    `);
    await apply(TAG);
    const { rows } = await db.query<{ session_id: string; status: string; refund_reason: string | null }>(
      "select session_id, status, refund_reason from payments order by session_id",
    );
    expect(rows).toEqual([
      { session_id: "cs_a", status: "refund_due", refund_reason: "duplicate_purchase" },
      { session_id: "cs_b", status: "paid", refund_reason: null },
      { session_id: "cs_c", status: "refund_due", refund_reason: "duplicate_purchase" },
      { session_id: "cs_d", status: "pending", refund_reason: null },
      { session_id: "cs_e", status: "canceled", refund_reason: null },
      { session_id: "cs_f", status: "pending", refund_reason: null },
      { session_id: "cs_g", status: "canceled", refund_reason: null },
    ]);
  });
});
