import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema/email";
import { createLogger } from "@/server/lib/logger";
import { createTestDatabase } from "../../../../tests/setup/test-db";
import { createOutboxEmail } from "./outbox-email";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the outbox e-mail provider", () => {
  it("stores each message in the database and a file, and logs where it is but never its link", async () => {
    const lines: unknown[] = [];
    const logger = createLogger("silent");
    logger.info = ((obj: unknown) => {
      lines.push(obj);
    }) as typeof logger.info;
    const folder = mkdtempSync(join(tmpdir(), "outbox-"));
    const outbox = createOutboxEmail(database.db, logger, folder);
    await outbox.send({ to: "box@example.com", subject: "Hello", text: "Link: http://x/y", link: "http://x/y" });
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "box@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: "Hello", textBody: "Link: http://x/y" });
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(folder, files[0]!), "utf8")).toContain("Link: http://x/y");
    expect(lines).toEqual([{ outboxId: rows[0]!.id, subject: "Hello", file: join(folder, files[0]!) }]);
    expect(JSON.stringify(lines)).not.toContain("http://x/y");
    rmSync(folder, { recursive: true, force: true });
  });
});
