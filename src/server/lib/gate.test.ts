import { describe, expect, it } from "vitest";
import { createGate } from "./gate";

describe("the gate", () => {
  it("lets `limit` holders in at once and the rest in arrival order", async () => {
    const gate = createGate(2);
    const order: number[] = [];
    const a = await gate.enter();
    const b = await gate.enter();
    const waiting = [3, 4, 5].map((n) =>
      gate.enter().then((leave) => {
        order.push(n);
        return leave;
      }),
    );
    expect(gate.inside).toBe(2);
    expect(gate.waiting).toBe(3);
    a();
    const c = await waiting[0];
    expect(order).toEqual([3]);
    expect(gate.inside).toBe(2);
    b();
    c?.();
    const [d, e] = await Promise.all([waiting[1], waiting[2]]);
    expect(order).toEqual([3, 4, 5]);
    d?.();
    e?.();
    expect(gate.inside).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it("counts a place given back twice only once", async () => {
    const gate = createGate(1);
    const leave = await gate.enter();
    const next = gate.enter();
    leave();
    leave();
    const second = await next;
    expect(gate.inside).toBe(1);
    const third = gate.enter();
    expect(gate.waiting).toBe(1);
    second();
    (await third)();
    expect(gate.inside).toBe(0);
  });

  it("refuses a limit below 1", () => {
    expect(() => createGate(0)).toThrow();
  });
});

describe("the gate's line", () => {
  it("lets a waiter whose client left drop out, and the place goes to the next", async () => {
    const gate = createGate(1);
    const first = await gate.enter();
    const leaving = new AbortController();
    const gone = gate.enter(leaving.signal);
    const next = gate.enter();
    leaving.abort();
    await expect(gone).rejects.toMatchObject({ reason: "aborted" });
    expect(gate.waiting).toBe(1);
    first();
    (await next)();
    expect(gate.inside).toBe(0);
    await expect(gate.enter(leaving.signal)).rejects.toMatchObject({ reason: "aborted" });
  });

  it("refuses a newcomer when the line is full", async () => {
    const gate = createGate(1, 2);
    const first = await gate.enter();
    const waiting = [gate.enter(), gate.enter()];
    await expect(gate.enter()).rejects.toMatchObject({ reason: "full" });
    first();
    for (const entry of waiting) (await entry)();
    expect(gate.inside).toBe(0);
  });
});
