// Sunrise and sunset on Kauaʻi, computed (NOAA's solar equations, accurate to a minute or two), so
// "when does it get dark in January?" gets a time, not a guess. Times are Hawaiʻi Standard Time (no DST).

const KAUAI = { lat: 22.05, lon: -159.5 };
const HST_OFFSET_MINUTES = -10 * 60;

function dayOfYear(month: number, day: number): number {
  return Math.round((Date.UTC(2026, month - 1, day) - Date.UTC(2026, 0, 1)) / 86_400_000) + 1;
}

/** Minutes after local midnight (HST) of sunrise and sunset on the given day (month 1-12). */
export function sunTimes(month: number, day = 15): { sunrise: number; sunset: number } {
  const gamma = ((2 * Math.PI) / 365) * (dayOfYear(month, day) - 1);
  const eqTime =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma));
  const decl =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma);
  const lat = (KAUAI.lat * Math.PI) / 180;
  const ha =
    (Math.acos(Math.cos((90.833 * Math.PI) / 180) / (Math.cos(lat) * Math.cos(decl)) - Math.tan(lat) * Math.tan(decl)) *
      180) /
    Math.PI;
  const toLocal = (utcMinutes: number) => (((utcMinutes + HST_OFFSET_MINUTES) % 1440) + 1440) % 1440;
  return {
    sunrise: toLocal(720 - 4 * (KAUAI.lon + ha) - eqTime),
    sunset: toLocal(720 - 4 * (KAUAI.lon - ha) - eqTime),
  };
}

/** "6:14 pm" */
export function clock(minutes: number): string {
  const m = Math.round(minutes);
  const h = Math.floor(m / 60) % 24;
  const mm = String(m % 60).padStart(2, "0");
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? "am" : "pm"}`;
}
