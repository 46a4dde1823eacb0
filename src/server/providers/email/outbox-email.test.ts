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
  it("stores each message in the database and logs its link", async () => {
    const lines: unknown[] = [];
    const logger = createLogger("silent");
    logger.info = ((obj: unknown) => {
      lines.push(obj);
    }) as typeof logger.info;
    const outbox = createOutboxEmail(database.db, logger);
    await outbox.send({ to: "box@example.com", subject: "Hello", text: "Link: http://x/y", link: "http://x/y" });
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "box@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: "Hello", textBody: "Link: http://x/y" });
    expect(lines).toContainEqual({ to: "box@example.com", subject: "Hello", link: "http://x/y" });
  });
});
