// Rain now and a trail or stream that floods (issue 15, item 5, and the flash-flood article: streams rise within
// minutes; never cross a rising stream). The sixth blind probe's class 12: "it's raining today, any hikes?" and
// "rain in poipu, should we drive to the north shore?" offered the Kalalau Trail, whose own answer to "hike
// kalalau in the rain" is to wait. A place whose safety notes or description speak of flash floods or stream
// crossings is not offered while the visitor says it is raining.

import type { DirectoryPlace } from "./directory";
import { placeHas, textHas } from "./pattern-memo";

const RAIN_NOW =
  /\b(raining|pouring|rainy day|rainy today|rain today|it s rainy|its rainy|storming|wet day|flash flood|flood (warning|watch)|rained (all|hard|a lot)|been raining|rain (in|on|at) (the )?\w+)\b/;
/** Rain as a subject, not as today's weather ("the rainy season", "does it rain a lot in March"). */
const RAIN_ASKED_ABOUT =
  /\b(rainy season|rainiest|how rainy|does it rain|rain a lot|how much rain|chance of rain|inches of rain|rain in (january|february|march|april|may|june|july|august|september|october|november|december|winter|summer))\b/;
const FLOOD_PRONE =
  /flash.?flood|streams? (can )?(rises?|rising|floods?)|stream crossings?|cross(es|ing)? (the |a )?(stream|river)/i;

/** Whether the visitor says it is raining now (or a flood warning is on). */
export function rainingNow(text: string): boolean {
  return textHas(RAIN_NOW, text) && !textHas(RAIN_ASKED_ABOUT, text);
}

/** Whether the place's notes speak of flash floods or stream crossings. */
export function floodProne(place: DirectoryPlace): boolean {
  return placeHas(place, FLOOD_PRONE, (p) => `${(p.facts?.safetyNotes ?? []).join(" ")} ${p.facts?.access.note ?? ""}`);
}

/** A trail whose own notes say to skip it when wet ("slick and muddy after rain; skip it in wet weather"). */
const SLICK_IN_RAIN =
  /skip it (in|after) (wet weather|rain)|avoid it (in|after) (heavy )?rain|(slick|slippery|muddy)\b[^.]*\b(after|in|when) (rain|wet)/i;

/** Whether a trail's own notes say it turns slick or should be skipped in the rain (session 12, dev21). */
export function slickInRain(place: DirectoryPlace): boolean {
  return place.category === "Trail" && placeHas(place, SLICK_IN_RAIN, (p) => (p.facts?.safetyNotes ?? []).join(" "));
}
