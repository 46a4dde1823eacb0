// "Rain in October?", "september rain?", "how many inches of rain in lihue in february" (issue 15, tuning round 11,
// fifth probe class 15): a month's rain asked in a few words is the weather answer for that month, not a list of
// rainy-day ideas. Compiled once at load.

/** "Rain in october?", "september rain?", "how many inches of rain in lihue in february". */
const RAIN_ONLY =
  /^(?:(?:is there|is there a lot of|lots of|much|a lot of|how much|how many inches of|inches of|any|does it|will it|do you get|do they get|typical|average|usual)\s)*(rain|rainy|raining|rainfall|precipitation|showers|wet)\b/;
const RAIN_WORD = /\b(rain|rainy|raining|rainfall|precipitation|showers)\b/;
const NOT_WEATHER = /\b(what to do|things|ideas|activities|plan|backup|if it|when it|in case|do on|indoor|inside)\b/;

/** "Rain in October?": a month's rain asked in a few words, with no place - the weather answer, not ideas. */
export function monthRainOnly(text: string, monthNamed: boolean, places: number): boolean {
  if (!monthNamed || places > 0 || !RAIN_WORD.test(text) || NOT_WEATHER.test(text)) return false;
  const words = text.split(" ").length;
  return words <= 9 && (RAIN_ONLY.test(text) || /\b(rain|rainy|rainfall)\s*$/.test(text) || /\binches\b/.test(text));
}
