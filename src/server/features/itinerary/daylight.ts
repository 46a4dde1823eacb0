import { getTimes } from "suncalc";

// Sunrise and sunset on Kauaʻi for a calendar date, from the suncalc astronomy library. Hawaiʻi keeps
// standard time all year (UTC−10, no daylight saving), so local minutes are UTC minutes minus 600.

const KAUAI = { lat: 22.07, lon: -159.53 };
const HST_OFFSET_MIN = -600;

export type Daylight = { sunrise: number; sunset: number };

/** A local calendar date (YYYY-MM-DD). */
export type LocalDate = string;

function localMinutes(date: Date): number {
  const utc = date.getUTCHours() * 60 + date.getUTCMinutes() + date.getUTCSeconds() / 60;
  return Math.round((((utc + HST_OFFSET_MIN) % 1440) + 1440) % 1440);
}

/** Sunrise and sunset as minutes after local midnight. */
export function daylightOn(date: LocalDate): Daylight {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  // Local noon is 22:00 UTC: the sun's times of that local day.
  const noon = new Date(Date.UTC(y, m - 1, d, 22, 0, 0));
  const times = getTimes(noon, KAUAI.lat, KAUAI.lon);
  // At 22° N the sun always rises and sets; the fallbacks only satisfy the library's nullable types.
  return {
    sunrise: times.sunrise ? localMinutes(times.sunrise) : 6 * 60 + 30,
    sunset: times.sunset ? localMinutes(times.sunset) : 18 * 60 + 30,
  };
}

/** The local (Hawaiʻi) calendar date of an instant. */
export function localDateOf(now: Date): LocalDate {
  return new Date(now.getTime() + HST_OFFSET_MIN * 60_000).toISOString().slice(0, 10);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: LocalDate): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function monthOf(date: LocalDate): number {
  return Number(date.slice(5, 7));
}
