import { describe, expect, it } from "vitest";
import { addDays, daylightOn, localDateOf, weekdayOf } from "./daylight";
import { cheapestInsertion, exactBestOrder, improveOrder, type Node, simulate, startIn } from "./schedule";

// Time windows, the day simulation, daylight and the ordering heuristic against brute force.

const point = (latitude: number, longitude: number) => ({ latitude, longitude, region: "Lihue" });
const node = (key: string, lat: number, lon: number, minutes: number, windows: [number, number][]): Node<string> => ({
  key,
  point: point(lat, lon),
  minutes,
  windows,
  data: key,
});
const ALL_DAY: [number, number][] = [[0, 24 * 60]];

describe("daylight (suncalc)", () => {
  it("gives Kauaʻi's sunrise and sunset in local standard time for the date", () => {
    const january = daylightOn("2026-01-15");
    expect(january.sunrise).toBeGreaterThan(7 * 60 + 10); // about 7:20 am
    expect(january.sunrise).toBeLessThan(7 * 60 + 30);
    expect(january.sunset).toBeGreaterThan(18 * 60 + 5); // about 6:16 pm
    expect(january.sunset).toBeLessThan(18 * 60 + 25);
    const june = daylightOn("2026-06-21");
    expect(june.sunrise).toBeLessThan(6 * 60 + 5); // about 5:56 am
    expect(june.sunset).toBeGreaterThan(19 * 60 + 15); // about 7:25 pm
  });

  it("knows local dates and weekdays (Hawaiʻi is UTC−10 all year)", () => {
    expect(localDateOf(new Date("2026-01-16T05:00:00Z"))).toBe("2026-01-15");
    expect(localDateOf(new Date("2026-01-16T11:00:00Z"))).toBe("2026-01-16");
    expect(weekdayOf("2026-11-28")).toBe(6); // a Saturday
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("time windows", () => {
  it("start at the first moment inside a window, or never", () => {
    expect(startIn([[600, 700]], 550)).toBe(600);
    expect(startIn([[600, 700]], 650)).toBe(650);
    expect(startIn([[600, 700]], 701)).toBeNull();
    expect(
      startIn(
        [
          [900, 1000],
          [600, 700],
        ],
        750,
      ),
    ).toBe(900);
  });

  it("make a day wait for a window to open and fail when a stop comes too late", () => {
    const a = node("a", 21.97, -159.37, 60, ALL_DAY);
    const b = node("b", 21.97, -159.37, 30, [[11 * 60, 12 * 60]]);
    const day = simulate([a, b], 8 * 60);
    expect(day.feasible).toBe(true);
    expect(day.stops[1]?.start).toBe(11 * 60);
    const late = node("late", 21.97, -159.37, 30, [[8 * 60, 8 * 60 + 30]]);
    expect(simulate([a, late], 8 * 60).feasible).toBe(false);
  });

  it("put a drive leg between every consecutive pair, and no overlaps", () => {
    const lihue = node("lihue", 21.975, -159.365, 45, ALL_DAY);
    const poipu = node("poipu", 21.874, -159.457, 60, ALL_DAY);
    const day = simulate([lihue, poipu], 9 * 60);
    const [first, second] = day.stops;
    expect(second?.drive).toBeGreaterThan(15);
    expect(second?.start).toBe((first?.end ?? 0) + (second?.drive ?? 0));
  });
});

/** Every order of the free stops, checked one by one: the reference for the search and the heuristic. */
function bruteForce(nodes: Node<string>[], dayStart: number, head: number): number {
  const fixed = nodes.slice(0, head);
  const free = nodes.slice(head);
  let best = Number.POSITIVE_INFINITY;
  const permute = (rest: Node<string>[], path: Node<string>[]) => {
    if (rest.length === 0) {
      const sim = simulate([...fixed, ...path], dayStart);
      if (sim.feasible) best = Math.min(best, sim.drive);
      return;
    }
    rest.forEach((n, i) => {
      permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...path, n]);
    });
  };
  permute(free, []);
  return best;
}

/** A small seeded generator, so the random days are the same on every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function randomDay(rand: () => number, size: number): Node<string>[] {
  const nodes: Node<string>[] = [];
  for (let i = 0; i < size; i++) {
    // Places along the east and south shores, some with a morning or an afternoon window.
    const lat = 21.88 + rand() * 0.2;
    const lon = -159.6 + rand() * 0.3;
    const kind = rand();
    const windows: [number, number][] =
      kind < 0.3 ? [[7 * 60, 12 * 60]] : kind < 0.5 ? [[12 * 60 + 30, 17 * 60]] : [[7 * 60, 18 * 60]];
    nodes.push(node(`n${i}`, lat, lon, 30 + Math.floor(rand() * 60), windows));
  }
  return nodes;
}

describe("ordering", () => {
  it("the exact search finds the brute-force optimum under windows", () => {
    const rand = random(7);
    for (let trial = 0; trial < 25; trial++) {
      const nodes = randomDay(rand, 5);
      const exact = exactBestOrder(nodes, 8 * 60, 1);
      const reference = bruteForce(nodes, 8 * 60, 1);
      if (exact === null) expect(reference).toBe(Number.POSITIVE_INFINITY);
      else expect(simulate(exact, 8 * 60).drive).toBe(reference);
    }
  });

  it("insertion plus Or-opt/2-opt stays within 5% of brute force on small days, and is often exact", () => {
    const rand = random(42);
    let checked = 0;
    let exactCount = 0;
    let ratioSum = 0;
    for (let trial = 0; trial < 60; trial++) {
      const nodes = randomDay(rand, 6);
      const reference = bruteForce(nodes, 8 * 60, 0);
      if (!Number.isFinite(reference)) continue;
      let order: Node<string>[] = [];
      for (const n of nodes) {
        const inserted = cheapestInsertion(order, n, 8 * 60);
        if (inserted) order = inserted.order;
      }
      if (order.length !== nodes.length) continue; // insertion could not place every stop: not comparable
      const improved = improveOrder(order, 8 * 60);
      const sim = simulate(improved, 8 * 60);
      expect(sim.feasible).toBe(true);
      checked++;
      ratioSum += sim.drive / Math.max(1, reference);
      if (sim.drive === reference) exactCount++;
    }
    expect(checked).toBeGreaterThan(20);
    expect(ratioSum / checked).toBeLessThanOrEqual(1.05);
    expect(exactCount / checked).toBeGreaterThan(0.6);
  });

  it("local search never makes a feasible day infeasible or longer", () => {
    const rand = random(3);
    for (let trial = 0; trial < 20; trial++) {
      const nodes = randomDay(rand, 6);
      const before = simulate(nodes, 8 * 60);
      if (!before.feasible) continue;
      const after = simulate(improveOrder(nodes, 8 * 60), 8 * 60);
      expect(after.feasible).toBe(true);
      expect(after.drive).toBeLessThanOrEqual(before.drive);
    }
  });

  it("keeps a fixed first stop (breakfast) first", () => {
    const rand = random(11);
    const nodes = randomDay(rand, 6);
    const improved = improveOrder(nodes, 0, 1);
    expect(improved[0]).toBe(nodes[0]);
  });
});
