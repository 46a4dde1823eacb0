/**
 * A first-come, first-served gate that lets at most `limit` holders in at once; the rest wait in
 * arrival order, up to `maxWaiting` of them. Used for CPU-bound work (the built-in concierge's chat
 * path): under a burst, each admitted request finishes its few milliseconds of work and its
 * database round trips without interleaving with every other request in flight, so answers come
 * back in arrival order with even latencies instead of all requests slowing down together
 * (decision 019). A waiter whose client has gone (its signal aborts) leaves the line.
 */
export type Gate = {
  /**
   * Waits for a place; resolves to the function that gives it back (call it exactly once). Rejects
   * with `GateClosedError` when the line is full or `signal` aborts before a place is free.
   */
  enter: (signal?: AbortSignal) => Promise<() => void>;
  /** Holders inside and requests waiting, for tests and metrics. */
  readonly inside: number;
  readonly waiting: number;
};

export class GateClosedError extends Error {
  constructor(readonly reason: "full" | "aborted") {
    super(reason === "full" ? "too many requests are waiting" : "the client left while waiting");
    this.name = "GateClosedError";
  }
}

type Waiter = { admit: () => void };

export function createGate(limit: number, maxWaiting = Number.POSITIVE_INFINITY): Gate {
  if (!Number.isInteger(limit) || limit < 1) throw new Error("a gate needs a limit of at least 1");
  let inside = 0;
  const queue: Waiter[] = [];
  const leave = () => {
    const next = queue.shift();
    if (next) next.admit();
    else inside--;
  };
  const ticket = () => {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      leave();
    };
  };
  return {
    enter(signal) {
      if (signal?.aborted) return Promise.reject(new GateClosedError("aborted"));
      if (inside < limit) {
        inside++;
        return Promise.resolve(ticket());
      }
      if (queue.length >= maxWaiting) return Promise.reject(new GateClosedError("full"));
      // The place of the holder that leaves passes straight to the next in line (inside stays).
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          reject(new GateClosedError("aborted"));
        };
        const waiter: Waiter = {
          admit: () => {
            signal?.removeEventListener("abort", onAbort);
            resolve(ticket());
          },
        };
        queue.push(waiter);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    },
    get inside() {
      return inside;
    },
    get waiting() {
      return queue.length;
    },
  };
}
