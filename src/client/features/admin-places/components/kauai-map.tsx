import { KAUAI_BOUNDS } from "@/shared/constants";
import { ADMIN_PLACES } from "@/shared/messages/admin-curation";

// An approximate outline of Kauai's coast (clockwise from Keʻe Beach), enough to see where a point falls.
const OUTLINE: Array<[number, number]> = [
  [22.22, -159.583],
  [22.215, -159.5],
  [22.225, -159.48],
  [22.232, -159.402],
  [22.185, -159.34],
  [22.14, -159.3],
  [22.08, -159.312],
  [22.04, -159.335],
  [21.955, -159.35],
  [21.91, -159.4],
  [21.875, -159.45],
  [21.885, -159.49],
  [21.905, -159.595],
  [21.955, -159.67],
  [21.97, -159.72],
  [22.08, -159.765],
  [22.17, -159.69],
  [22.175, -159.655],
];
const WIDTH = 240;
// Degrees of longitude are shorter than degrees of latitude at 22°N.
const HEIGHT = Math.round(
  (WIDTH * (KAUAI_BOUNDS.maxLat - KAUAI_BOUNDS.minLat)) /
    ((KAUAI_BOUNDS.maxLon - KAUAI_BOUNDS.minLon) * Math.cos((22 * Math.PI) / 180)),
);

function project(lat: number, lng: number): [number, number] {
  const x = ((lng - KAUAI_BOUNDS.minLon) / (KAUAI_BOUNDS.maxLon - KAUAI_BOUNDS.minLon)) * WIDTH;
  const y = ((KAUAI_BOUNDS.maxLat - lat) / (KAUAI_BOUNDS.maxLat - KAUAI_BOUNDS.minLat)) * HEIGHT;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

/** A small map preview: the island outline with the place's point, or nothing when it has no coordinates. */
export function KauaiMap({ name, latitude, longitude }: { name: string; latitude: number; longitude: number }) {
  const [x, y] = project(latitude, longitude);
  const points = OUTLINE.map(([lat, lng]) => project(lat, lng).join(",")).join(" ");
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="bg-sky-50 w-full max-w-60 rounded-md border dark:bg-sky-950"
      role="img"
      aria-label={ADMIN_PLACES.mapPreview(name || "the place")}
      data-testid="kauai-map"
    >
      <polygon points={points} className="fill-emerald-200 stroke-emerald-700 dark:fill-emerald-900" strokeWidth={1} />
      <circle cx={x} cy={y} r={5} className="fill-red-600 stroke-white" strokeWidth={1.5} data-testid="map-point" />
    </svg>
  );
}
