import { driveMinutes, type Point } from "./drive-time";

// A day as a sequence of timed stops (issue 20, item 1). Each stop has a place, a length and the
// windows its start must fall in; the day is simulated from its start with a drive leg between every
// consecutive pair. Waiting for a window to open is allowed; starting after a window closes is not.

export type Window = readonly [number, number];

// Legs are asked for many times while orders are searched; points are the directory's own objects.
const legCache = new WeakMap<Point, Map<Point, number>>();

/** Whole minutes of driving between two points (cached per pair of point objects). */
export function legMinutes(a: Point, b: Point): number {
  let row = legCache.get(a);
  if (!row) {
    row = new Map();
    legCache.set(a, row);
  }
  let minutes = row.get(b);
  if (minutes === undefined) {
    minutes = Math.round(driveMinutes(a, b));
    row.set(b, minutes);
  }
  return minutes;
}

export type Node<T = unknown> = {
  key: string;
  point: Point;
  minutes: number;
  /** Allowed start times (minutes after local midnight); the union of these intervals. */
  windows: readonly Window[];
  data: T;
};

export type Timed<T> = { node: Node<T>; drive: number; arrive: number; start: number; end: number };

export type Simulation<T> = { feasible: boolean; drive: number; end: number; stops: Timed<T>[] };

/** The first start at or after `arrive` inside one of the windows, or null. */
export function startIn(windows: readonly Window[], arrive: number): number | null {
  let best: number | null = null;
  for (const [from, to] of windows) {
    const start = Math.max(arrive, from);
    if (start <= to && (best === null || start < best)) best = start;
  }
  return best;
}

/** Plays the day: drive, wait for the window, stay. Infeasible as soon as a stop misses its window. */
export function simulate<T>(nodes: readonly Node<T>[], dayStart: number): Simulation<T> {
  const stops: Timed<T>[] = [];
  let clock = dayStart;
  let drive = 0;
  let previous: Node<T> | null = null;
  for (const node of nodes) {
    const leg = previous ? legMinutes(previous.point, node.point) : 0;
    const arrive = clock + leg;
    const start = startIn(node.windows, arrive);
    if (start === null) return { feasible: false, drive: drive + leg, end: arrive, stops };
    drive += leg;
    stops.push({ node, drive: leg, arrive, start, end: start + node.minutes });
    clock = start + node.minutes;
    previous = node;
  }
  return { feasible: true, drive, end: clock, stops };
}

/**
 * The cost used to compare orders (driving, then a later finish as a tie-break), or Infinity when a
 * stop misses its window. The same rules as `simulate`, without building the timed stops: the local
 * search calls it thousands of times per plan.
 */
export function orderCost<T>(nodes: readonly Node<T>[], dayStart: number): number {
  let clock = dayStart;
  let drive = 0;
  let previous: Node<T> | undefined;
  for (const node of nodes) {
    const leg = previous ? legMinutes(previous.point, node.point) : 0;
    const start = startIn(node.windows, clock + leg);
    if (start === null) return Number.POSITIVE_INFINITY;
    drive += leg;
    clock = start + node.minutes;
    previous = node;
  }
  return drive + (clock - dayStart) / 1000;
}

/** Total driving of a sequence (feasible or not). */
export function driveOf(nodes: readonly { point: Point }[]): number {
  let total = 0;
  for (let i = 1; i < nodes.length; i++)
    total += legMinutes((nodes[i - 1] as { point: Point }).point, (nodes[i] as { point: Point }).point);
  return total;
}

/**
 * Improves a feasible order by local search under the windows: Or-opt (move one stop, or a run of
 * two or three, to another position) and 2-opt (reverse a segment), until no move shortens the
 * drive. Positions listed in `fixedHead` stay first (breakfast).
 */
export function improveOrder<T>(nodes: readonly Node<T>[], dayStart: number, fixedHead = 0): Node<T>[] {
  let best = [...nodes];
  let bestCost = orderCost(best, dayStart);
  if (!Number.isFinite(bestCost)) return best;
  let improved = true;
  let rounds = 0;
  while (improved && rounds++ < 50) {
    improved = false;
    const n = best.length;
    // Or-opt
    for (let len = 1; len <= 3 && !improved; len++) {
      for (let i = fixedHead; i + len <= n && !improved; i++) {
        const run = best.slice(i, i + len);
        const rest = [...best.slice(0, i), ...best.slice(i + len)];
        for (let j = fixedHead; j <= rest.length && !improved; j++) {
          if (j === i) continue;
          const candidate = [...rest.slice(0, j), ...run, ...rest.slice(j)];
          const c = orderCost(candidate, dayStart);
          if (c < bestCost - 1e-6) {
            best = candidate;
            bestCost = c;
            improved = true;
          }
        }
      }
    }
    // 2-opt
    for (let i = fixedHead; i < n - 1 && !improved; i++) {
      for (let k = i + 1; k < n && !improved; k++) {
        const candidate = [...best.slice(0, i), ...best.slice(i, k + 1).reverse(), ...best.slice(k + 1)];
        const c = orderCost(candidate, dayStart);
        if (c < bestCost - 1e-6) {
          best = candidate;
          bestCost = c;
          improved = true;
        }
      }
    }
  }
  return best;
}

/**
 * Cheapest feasible position for a new stop in an order (insertion heuristic), or null when it fits
 * nowhere. Positions before `fixedHead` and after `fixedTail` from the end are not used.
 */
export function cheapestInsertion<T>(
  nodes: readonly Node<T>[],
  node: Node<T>,
  dayStart: number,
  fixedHead = 0,
  fixedTail = 0,
): { order: Node<T>[]; added: number; sim: Simulation<T> } | null {
  const baseDrive = driveOf(nodes);
  let best: { order: Node<T>[]; added: number; sim: Simulation<T> } | null = null;
  for (let j = fixedHead; j <= nodes.length - fixedTail; j++) {
    const order = [...nodes.slice(0, j), node, ...nodes.slice(j)];
    const sim = simulate(order, dayStart);
    if (!sim.feasible) continue;
    const added = sim.drive - baseDrive;
    if (!best || added < best.added - 1e-9) best = { order, added, sim };
  }
  return best;
}

/**
 * The exact best order (least driving) of the same stops under the same windows, by depth-first
 * search with pruning; `fixedHead` stops stay first. For evaluation and tests on small days.
 */
export function exactBestOrder<T>(nodes: readonly Node<T>[], dayStart: number, fixedHead = 0): Node<T>[] | null {
  const head = nodes.slice(0, fixedHead);
  const rest = nodes.slice(fixedHead);
  const headSim = simulate(head, dayStart);
  if (!headSim.feasible) return null;
  let best: Node<T>[] | null = null;
  let bestDrive = Number.POSITIVE_INFINITY;
  const used = new Array(rest.length).fill(false);
  const path: Node<T>[] = [...head];
  const visit = (clock: number, drive: number) => {
    if (drive >= bestDrive) return;
    if (path.length === nodes.length) {
      best = [...path];
      bestDrive = drive;
      return;
    }
    const previous = path.at(-1);
    for (let i = 0; i < rest.length; i++) {
      if (used[i]) continue;
      const node = rest[i] as Node<T>;
      const leg = previous ? legMinutes(previous.point, node.point) : 0;
      const start = startIn(node.windows, clock + leg);
      if (start === null) continue;
      used[i] = true;
      path.push(node);
      visit(start + node.minutes, drive + leg);
      path.pop();
      used[i] = false;
    }
  };
  visit(headSim.end, headSim.drive);
  return best;
}
