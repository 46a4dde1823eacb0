import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { placesDirectory } from "@/server/db/schema/directory";
import type { Logger } from "@/server/lib/logger";
import { openSeededDirectory } from "../../../../tests/setup/seeded-directory";
import { waitFor } from "../../../../tests/setup/wait-for";
import { createDirectoryCache } from "./directory";

let database: DatabaseHandle;
beforeAll(async () => {
  ({ database } = await openSeededDirectory());
});
afterAll(async () => {
  await database.close();
});

const TTL = 60_000;

describe("the directory cache", () => {
  it("keeps the same directory object when a reload finds nothing changed", async () => {
    const cache = createDirectoryCache(database.db, TTL);
    const first = await cache.get(0);
    expect(await cache.get(TTL)).toBe(first); // within the TTL
    // Expired: answered at once with what it has, reloaded in the background.
    expect(await cache.get(TTL + 1)).toBe(first);
    // The reload is done when a read inside the new TTL counts as a hit; it found the same content,
    // so the object (and the search index built for it) stays.
    await waitFor(
      async () => {
        const hits = cache.stats().hits;
        const directory = await cache.get(TTL + 2);
        return cache.stats().hits > hits && directory === first;
      },
      { what: "the background reload to keep the same directory" },
    );
  });

  it("swaps in a reloaded directory whose content changed, after answering with the old one", async () => {
    const cache = createDirectoryCache(database.db, TTL);
    const first = await cache.get(0);
    await database.db
      .update(placesDirectory)
      .set({ description: "A changed description for the cache test." })
      .where(eq(placesDirectory.placeId, "kauai-poipu-beach"));
    expect(await cache.get(TTL + 1)).toBe(first);
    await waitFor(async () => (await cache.get(TTL + 2)) !== first, { what: "the changed directory" });
    const fresh = await cache.get(TTL + 3);
    expect(fresh.byId.get("kauai-poipu-beach")?.description).toBe("A changed description for the cache test.");
  });

  it("after invalidate, the next read waits for fresh data", async () => {
    const cache = createDirectoryCache(database.db, TTL);
    await cache.get(0);
    await database.db
      .update(placesDirectory)
      .set({ description: "Changed again, then invalidated." })
      .where(eq(placesDirectory.placeId, "kauai-poipu-beach"));
    cache.invalidate();
    const fresh = await cache.get(1);
    expect(fresh.byId.get("kauai-poipu-beach")?.description).toBe("Changed again, then invalidated.");
  });
});

describe("the directory cache when reloads fail or nothing read it for long", () => {
  it("logs a failed background reload and keeps answering; past five TTLs a read waits for fresh data", async () => {
    const warnings: string[] = [];
    const logger = { warn: (_: unknown, message: string) => warnings.push(message) } as unknown as Logger;
    let failing = false;
    const flaky = new Proxy(database.db, {
      get(target, key, receiver) {
        if (failing && key === "select") throw new Error("database briefly unreachable");
        return Reflect.get(target, key, receiver);
      },
    });
    const cache = createDirectoryCache(flaky, TTL, logger);
    const first = await cache.get(0);
    failing = true;
    expect(await cache.get(TTL + 1)).toBe(first);
    await waitFor(() => warnings.length > 0, { what: "the failed reload's warning" });
    expect(warnings[0]).toContain("reloading the places directory failed");
    failing = false;
    await database.db
      .update(placesDirectory)
      .set({ description: "Changed while nobody asked." })
      .where(eq(placesDirectory.placeId, "kauai-poipu-beach"));
    // Five TTLs later the old directory is not served: this read waits for the reload.
    const fresh = await cache.get(5 * TTL + 2);
    expect(fresh.byId.get("kauai-poipu-beach")?.description).toBe("Changed while nobody asked.");
  });
});
