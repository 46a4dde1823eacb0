import { describe, expect, it } from "vitest";
import {
  bestOrder,
  driveMinutes,
  nearestNeighbour,
  type Point,
  roadPosition,
  routeMinutes,
  twoOpt,
} from "./drive-time";

// The itinerary's drive-time model: one highway round the island with no road along Nā Pali, the
// canyon spur from Waimea, and the stop ordering that keeps a day's driving short.

const KEE = { latitude: 22.2206, longitude: -159.5827, region: "North Shore" };
const HANALEI = { latitude: 22.2147, longitude: -159.4989, region: "North Shore" };
const KILAUEA = { latitude: 22.2317, longitude: -159.4021, region: "North Shore" };
const KAPAA = { latitude: 22.0752, longitude: -159.319, region: "East Side" };
const LIHUE = { latitude: 21.9811, longitude: -159.3711, region: "Lihue" };
const POIPU = { latitude: 21.8742, longitude: -159.4541, region: "South Shore" };
const HANAPEPE = { latitude: 21.9116, longitude: -159.5905, region: "West Side" };
const WAIMEA = { latitude: 21.9571, longitude: -159.6689, region: "West Side" };
const POLIHALE = { latitude: 22.0794, longitude: -159.7646, region: "West Side" };
const CANYON = { latitude: 22.0707, longitude: -159.6614, region: "Waimea Canyon & Kokee" };
const KALALAU_LOOKOUT = { latitude: 22.1513, longitude: -159.6469, region: "Waimea Canyon & Kokee" };

describe("drive minutes", () => {
  it("is zero for the same place and the same both ways", () => {
    expect(driveMinutes(POIPU, POIPU)).toBe(0);
    for (const [a, b] of [
      [LIHUE, POIPU],
      [KEE, POLIHALE],
      [CANYON, KAPAA],
    ] as const)
      expect(driveMinutes(a, b)).toBeCloseTo(driveMinutes(b, a), 6);
  });

  it("puts Līhuʻe to Poʻipū at about half an hour", () => {
    const minutes = driveMinutes(LIHUE, POIPU);
    expect(minutes).toBeGreaterThan(20);
    expect(minutes).toBeLessThan(45);
  });

  it("drives Kēʻē to Polihale the long way round: there is no road along Nā Pali", () => {
    // About 25 km apart as the bird flies, but the road goes round the whole island.
    expect(driveMinutes(KEE, POLIHALE)).toBeGreaterThan(150);
    expect(driveMinutes(KEE, POLIHALE)).toBeGreaterThan(driveMinutes(KEE, LIHUE) + driveMinutes(LIHUE, WAIMEA));
    expect(roadPosition(KEE)).toBeLessThan(roadPosition(LIHUE));
    expect(roadPosition(LIHUE)).toBeLessThan(roadPosition(POLIHALE));
  });

  it("reaches the canyon up the spur from Waimea, slower than the coast road", () => {
    const upTheSpur = driveMinutes(WAIMEA, KALALAU_LOOKOUT);
    expect(upTheSpur).toBeGreaterThan(driveMinutes(WAIMEA, HANAPEPE));
    // From the coast, the canyon costs the drive to Waimea plus the climb.
    expect(driveMinutes(POIPU, KALALAU_LOOKOUT)).toBeGreaterThan(driveMinutes(POIPU, WAIMEA));
    // Between two canyon places: along the canyon road, not down to Waimea and back.
    expect(driveMinutes(CANYON, KALALAU_LOOKOUT)).toBeLessThan(upTheSpur);
  });
});

describe("stop order", () => {
  const name = new Map<Point, string>([
    [KEE, "kee"],
    [HANALEI, "hanalei"],
    [KILAUEA, "kilauea"],
    [KAPAA, "kapaa"],
    [LIHUE, "lihue"],
    [POIPU, "poipu"],
    [HANAPEPE, "hanapepe"],
    [WAIMEA, "waimea"],
    [POLIHALE, "polihale"],
  ]);
  const alongTheRoad = ["kee", "hanalei", "kilauea", "kapaa", "lihue", "poipu", "hanapepe", "waimea", "polihale"];
  const names = (stops: Point[]) => stops.map((stop) => name.get(stop));
  const isAlongTheRoad = (order: (string | undefined)[]) => {
    const expected = alongTheRoad.filter((n) => order.includes(n));
    return (
      JSON.stringify(order) === JSON.stringify(expected) ||
      JSON.stringify(order) === JSON.stringify([...expected].reverse())
    );
  };

  it("keeps one or two stops as given", () => {
    expect(bestOrder([POIPU, LIHUE])).toEqual([POIPU, LIHUE]);
    expect(bestOrder([])).toEqual([]);
  });

  it("orders a few scrambled stops along the road, never zig-zagging", () => {
    const scrambled = [POIPU, KAPAA, WAIMEA, LIHUE, HANAPEPE];
    const order = bestOrder(scrambled);
    expect(isAlongTheRoad(names(order))).toBe(true);
    expect(routeMinutes(order)).toBeLessThan(routeMinutes(scrambled));
  });

  it("orders many stops (the heuristic beyond seven) along the road too", () => {
    const scrambled = [POIPU, KEE, WAIMEA, KAPAA, POLIHALE, HANALEI, LIHUE, KILAUEA, HANAPEPE];
    const order = bestOrder(scrambled);
    expect(order).toHaveLength(scrambled.length);
    expect(new Set(order)).toEqual(new Set(scrambled));
    expect(isAlongTheRoad(names(order))).toBe(true);
  });

  it("nearest neighbour starts at the first stop; 2-opt only ever shortens a route", () => {
    const scrambled = [LIHUE, POLIHALE, KAPAA, WAIMEA, KEE];
    const greedy = nearestNeighbour(scrambled);
    expect(greedy[0]).toBe(LIHUE);
    expect(new Set(greedy)).toEqual(new Set(scrambled));
    const improved = twoOpt(scrambled);
    expect(routeMinutes(improved)).toBeLessThanOrEqual(routeMinutes(scrambled));
    expect(routeMinutes(improved)).toBeLessThan(routeMinutes(scrambled));
  });
});
