import { KAUAI_OUTLINE } from "@/shared/kauai-outline";
import type { ItineraryDay } from "@/shared/schemas/itinerary";

// An offline map: the island's outline and the day's stops in visiting order, drawn as SVG.
const BOUNDS = { minLon: -159.81, maxLon: -159.27, minLat: 21.85, maxLat: 22.25 };
const WIDTH = 320;
const HEIGHT = Math.round(
  ((BOUNDS.maxLat - BOUNDS.minLat) / ((BOUNDS.maxLon - BOUNDS.minLon) * Math.cos((22.05 * Math.PI) / 180))) * WIDTH,
);

function project(lon: number, lat: number): [number, number] {
  const x = ((lon - BOUNDS.minLon) / (BOUNDS.maxLon - BOUNDS.minLon)) * WIDTH;
  const y = ((BOUNDS.maxLat - lat) / (BOUNDS.maxLat - BOUNDS.minLat)) * HEIGHT;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

const OUTLINE_POINTS = KAUAI_OUTLINE.map(([lon, lat]) => project(lon, lat).join(",")).join(" ");

export function DayRouteMap({ day }: { day: ItineraryDay }) {
  const stops = day.activities
    .filter((a) => a.category !== "Restaurant" && a.place?.latitude != null && a.place.longitude != null)
    .map((a) => ({ name: a.name, point: project(a.place?.longitude as number, a.place?.latitude as number) }));
  if (stops.length === 0) return null;
  return (
    <figure className="bg-muted/30 rounded-lg border p-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-sm"
        role="img"
        aria-label={`Map of ${day.title}: ${stops.map((s) => s.name).join(", then ")}`}
      >
        <rect width={WIDTH} height={HEIGHT} fill="#e0f2fe" rx="8" />
        <polygon points={OUTLINE_POINTS} fill="#bbf7d0" stroke="#15803d" strokeWidth="1" />
        <polyline
          points={stops.map((s) => s.point.join(",")).join(" ")}
          fill="none"
          stroke="#0e7490"
          strokeWidth="2"
          strokeDasharray="4 3"
        />
        {stops.map((stop, index) => (
          <g key={stop.name}>
            <circle cx={stop.point[0]} cy={stop.point[1]} r="7" fill="#0e7490" stroke="white" strokeWidth="1.5" />
            <text
              x={stop.point[0]}
              y={stop.point[1] + 3}
              textAnchor="middle"
              fontSize="8"
              fontWeight="700"
              fill="white"
            >
              {index + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="text-muted-foreground mt-1 text-xs">
        Stops in order · about {day.driveMinutes} minutes of driving
      </figcaption>
    </figure>
  );
}
