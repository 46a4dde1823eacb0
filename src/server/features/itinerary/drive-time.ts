// Driving time between two places on Kauai, from coordinates and the road network's shape: one
// highway runs around the island from Kēʻē (north-west) clockwise to Polihale (west), with no
// road along the Nā Pali coast between them, and a spur climbs from Waimea to the canyon and Kōkeʻe.
// A place's position along the highway is its bearing from the island's centre, measured
// clockwise from the Nā Pali gap.

export type Point = { latitude: number; longitude: number; region?: string | null };

const CENTRE = { lat: 22.07, lon: -159.53 };
const GAP_BEARING = 300; // Nā Pali, where the road does not go
const KM_PER_DEGREE = 0.52; // ~150 km of highway over ~290 degrees
const HIGHWAY_KMH = 50;
const MOUNTAIN_KMH = 32;
const STOP_OVERHEAD_MIN = 5;
const WAIMEA_TOWN = { latitude: 21.9571, longitude: -159.6689 };

function toRad(deg: number) {
  return (deg * Math.PI) / 180;
}

export function haversineKm(a: Point, b: Point): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function bearingFromCentre(point: Point): number {
  const y = point.latitude - CENTRE.lat;
  const x = (point.longitude - CENTRE.lon) * Math.cos(toRad(CENTRE.lat));
  return (Math.atan2(x, y) * 180) / Math.PI + 360; // 0 = north, clockwise
}

/** Kilometres along the highway from the Nā Pali gap. */
export function roadPosition(point: Point): number {
  return ((((bearingFromCentre(point) - GAP_BEARING) % 360) + 360) % 360) * KM_PER_DEGREE;
}

function isMountain(point: Point): boolean {
  return point.region === "Waimea Canyon & Kokee";
}

/** Minutes of driving from a to b (including a few minutes to park and walk in). */
export function driveMinutes(a: Point, b: Point): number {
  if (a.latitude === b.latitude && a.longitude === b.longitude) return 0;
  if (isMountain(a) && isMountain(b)) return (haversineKm(a, b) * 1.5 * 60) / MOUNTAIN_KMH + STOP_OVERHEAD_MIN;
  // Canyon and Kōkeʻe places are reached up the spur from Waimea town.
  const spur = (p: Point) => (isMountain(p) ? (haversineKm(p, WAIMEA_TOWN) * 1.6 * 60) / MOUNTAIN_KMH : 0);
  const base = (p: Point) => (isMountain(p) ? WAIMEA_TOWN : p);
  const highwayKm = Math.abs(roadPosition(base(a)) - roadPosition(base(b)));
  const localKm = Math.min(highwayKm, haversineKm(base(a), base(b)) * 1.3);
  // Short hops follow local roads; long ones follow the highway around the island.
  const km = highwayKm < 8 ? localKm : highwayKm;
  return (km * 60) / HIGHWAY_KMH + spur(a) + spur(b) + STOP_OVERHEAD_MIN;
}

/** Total driving for stops visited in this order. */
export function routeMinutes(stops: Point[]): number {
  let total = 0;
  for (let i = 1; i < stops.length; i++) total += driveMinutes(stops[i - 1] as Point, stops[i] as Point);
  return total;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  const result: T[][] = [];
  items.forEach((item, index) => {
    for (const rest of permutations([...items.slice(0, index), ...items.slice(index + 1)]))
      result.push([item, ...rest]);
  });
  return result;
}

/** The shortest open route through all stops: exact up to 7 stops, nearest neighbour plus 2-opt beyond. */
export function bestOrder<T extends Point>(stops: T[]): T[] {
  if (stops.length <= 2) return [...stops];
  if (stops.length <= 7) {
    let best = stops;
    let bestMinutes = Number.POSITIVE_INFINITY;
    for (const order of permutations(stops)) {
      const minutes = routeMinutes(order);
      if (minutes < bestMinutes - 1e-9) {
        best = order;
        bestMinutes = minutes;
      }
    }
    return [...best];
  }
  return twoOpt(nearestNeighbour(stops));
}

export function nearestNeighbour<T extends Point>(stops: T[]): T[] {
  const remaining = [...stops];
  const route = [remaining.shift() as T];
  while (remaining.length > 0) {
    const last = route.at(-1) as T;
    let bestIndex = 0;
    for (let i = 1; i < remaining.length; i++) {
      if (driveMinutes(last, remaining[i] as T) < driveMinutes(last, remaining[bestIndex] as T)) bestIndex = i;
    }
    route.push(...remaining.splice(bestIndex, 1));
  }
  return route;
}

/** 2-opt: reverse segments while that shortens the route. */
export function twoOpt<T extends Point>(route: T[]): T[] {
  let best = [...route];
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < best.length - 1; i++) {
      for (let k = i + 1; k < best.length; k++) {
        const candidate = [...best.slice(0, i), ...best.slice(i, k + 1).reverse(), ...best.slice(k + 1)];
        if (routeMinutes(candidate) < routeMinutes(best) - 1e-9) {
          best = candidate;
          improved = true;
        }
      }
    }
  }
  return best;
}
