/**
 * A first-come, first-served gate that lets at most `limit` holders in at once; the rest wait in
 * arrival order. Used for CPU-bound work (the built-in concierge's chat path): under a burst, each
 * admitted request finishes its few milliseconds of work and its database round trips without
 * interleaving with every other request in flight, so answers come back in arrival order with
 * even latencies instead of all requests slowing down together (decision 019).
 */
export type Gate = {
  /** Waits for a place; resolves to the function that gives it back (call it exactly once). */
  enter: () => Promise<() => void>;
  /** Holders inside and requests waiting, for tests and metrics. */
  readonly inside: number;
  readonly waiting: number;
};

export function createGate(limit: number): Gate {
  if (!Number.isInteger(limit) || limit < 1) throw new Error("a gate needs a limit of at least 1");
  let inside = 0;
  const queue: Array<() => void> = [];
  const leave = () => {
    const next = queue.shift();
    if (next) next();
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
    enter() {
      if (inside < limit) {
        inside++;
        return Promise.resolve(ticket());
      }
      // The place of the holder that leaves passes straight to the next in line (inside stays).
      return new Promise((resolve) => queue.push(() => resolve(ticket())));
    },
    get inside() {
      return inside;
    },
    get waiting() {
      return queue.length;
    },
  };
}
