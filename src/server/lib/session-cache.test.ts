import { describe, expect, it } from "vitest";
import { createSessionCache } from "./session-cache";

type Row = { userId: string; label: string };

function cacheAt(ttlMs: number) {
  let now = 1_000;
  const cache = createSessionCache<Row>({ ttlMs, now: () => now });
  const advance = (ms: number) => {
    now += ms;
  };
  return { cache, advance };
}

describe("the session cache", () => {
  it("serves a stored lookup until its TTL runs out", () => {
    const { cache, advance } = cacheAt(2000);
    cache.write("t1", { userId: "u1", label: "first" }, cache.generation());
    expect(cache.read("t1")?.label).toBe("first");
    advance(1999);
    expect(cache.read("t1")?.label).toBe("first");
    advance(1);
    expect(cache.read("t1")).toBeUndefined();
  });

  it("keeps nothing when turned off (TTL 0)", () => {
    const { cache } = cacheAt(0);
    cache.write("t1", { userId: "u1", label: "first" }, cache.generation());
    expect(cache.read("t1")).toBeUndefined();
  });

  it("drops every session of a user, and only that user's", () => {
    const { cache } = cacheAt(60_000);
    cache.write("t1", { userId: "u1", label: "phone" }, cache.generation());
    cache.write("t2", { userId: "u1", label: "laptop" }, cache.generation());
    cache.write("t3", { userId: "u2", label: "other" }, cache.generation());
    cache.forgetUser("u1");
    expect(cache.read("t1")).toBeUndefined();
    expect(cache.read("t2")).toBeUndefined();
    expect(cache.read("t3")?.label).toBe("other");
  });

  it("applies notifications: a user id drops that user, '*' drops everyone", () => {
    const { cache } = cacheAt(60_000);
    cache.write("t1", { userId: "u1", label: "a" }, cache.generation());
    cache.write("t2", { userId: "u2", label: "b" }, cache.generation());
    cache.onChange("u1");
    expect(cache.read("t1")).toBeUndefined();
    expect(cache.read("t2")?.label).toBe("b");
    cache.onChange("*");
    expect(cache.read("t2")).toBeUndefined();
  });

  it("does not store a lookup that raced a change (read before it, written after it)", () => {
    const { cache } = cacheAt(60_000);
    const before = cache.generation();
    cache.forgetUser("u1");
    cache.write("t1", { userId: "u1", label: "stale" }, before);
    expect(cache.read("t1")).toBeUndefined();
    cache.write("t1", { userId: "u1", label: "fresh" }, cache.generation());
    expect(cache.read("t1")?.label).toBe("fresh");
  });

  it("a change to one user does not cancel the storing of another user's lookup; a clear cancels every one", () => {
    const { cache } = cacheAt(60_000);
    const before = cache.generation();
    cache.forgetUser("u2");
    cache.write("t1", { userId: "u1", label: "kept" }, before);
    expect(cache.read("t1")?.label).toBe("kept");
    const beforeClear = cache.generation();
    cache.clear();
    cache.write("t1", { userId: "u1", label: "raced a clear" }, beforeClear);
    expect(cache.read("t1")).toBeUndefined();
  });

  it("stays safe when more users changed than it remembers: in-flight lookups are not stored", () => {
    const { cache } = cacheAt(60_000);
    const before = cache.generation();
    for (let i = 0; i <= 10_000; i++) cache.forgetUser(`busy-${i}`);
    cache.write("t1", { userId: "busy-0", label: "stale" }, before);
    expect(cache.read("t1")).toBeUndefined();
    cache.write("t1", { userId: "busy-0", label: "fresh" }, cache.generation());
    expect(cache.read("t1")?.label).toBe("fresh");
  });

  it("a token that changes hands is filed under its new user only", () => {
    const { cache } = cacheAt(60_000);
    cache.write("t1", { userId: "u1", label: "a" }, cache.generation());
    cache.write("t1", { userId: "u2", label: "b" }, cache.generation());
    cache.forgetUser("u1");
    expect(cache.read("t1")?.label).toBe("b");
  });
});
