// Seasons and holidays named in other languages, and in a few English phrases, read as the English words the
// month rules already know (lexicon.ts SEASON_WORDS and MONTH_WORDS; issue 15, items 4 and 6). The sixth blind
// probe's class 1: "invierno", "im Winter", "en hiver", "冬", "冬天", "겨울", "Weihnachten", "over the holidays",
// "during whale season" were ignored, so a winter question asked in July was answered for July - "Usually yes"
// for Hanalei Bay, and North Shore cards for children - and a summer one asked in January for January.
// Months (whale season, big-wave season, the holidays) come from the articles: whales about December through
// April, most January to March (whale-season); the big North Shore surf October to March (surf-season).

/** Any letter outside ASCII, or a Latin season or holiday word: only then are the tables below tried. */
const MAYBE_SEASON =
  /[\u00c0-\uffff]|invierno|verano|primavera|oto[nñ]o|navidad|semana santa|sommer|winter|fr[uü]h(ling|jahr)|herbst|weihnacht|silvester|neujahr|ostern|hiver|printemps|automne|\bete\b|no[eë]l|paques/i;

/** Foreign season and holiday words → the English phrase SEASON_WORDS / MONTH_WORDS read (checked on the raw message). */
const ABROAD: [RegExp, string, "not in English"?][] = [
  // Holidays and school breaks first: "Winterferien" is December, not January.
  [
    /navidad(es)?|nochebuena|weihnacht\w*|no[eë]l\b|クリスマス|圣诞|聖誕|크리스마스|fin de a[nñ]o|a[nñ]o nuevo|silvester|neujahr|nouvel an|r[eé]veillon|年末年始|年末|お正月|正月|新年|元旦|연말|새해|winterferien|vacances d.hiver|vacaciones de invierno|冬休み|寒假|겨울 ?방학/iu,
    "christmas",
  ],
  [/sommerferien|vacances d.(e|é)t(e|é)|vacaciones de verano|夏休み|暑假|여름 ?방학/iu, "summer vacation"],
  [/semana santa|pascua|ostern|osterferien|p[aâ]ques|春休み|부활절|복활절|复活节|復活節|イースター/iu, "easter"],
  [/invierno|(?<![\p{L}])hiver(?![\p{L}])|真冬|冬(?!瓜)|겨울/iu, "in winter"],
  // (German "im Winter"; in an English message "winter" alone is left to the English rules.)
  [/(?<![\p{L}])winter(?![\p{L}])/iu, "in winter", "not in English"],
  [
    /verano|(?<![\p{L}])sommer(?![\p{L}])|(?<![\p{L}])(en|l|cet|d|pendant l|tout l) ?[' ]?(e|é)t(e|é)(?![\p{L}])|(?<![\p{L}])(e|é)t(e|é) (prochain|2027|2028)(?![\p{L}])|夏(?!威夷)|여름/iu,
    "in summer",
  ],
  [/primavera|fr[uü]hling|fr[uü]hjahr|printemps|春(?!节|節)|(?<![가-힣])봄(?=에|철| |$|\?)/iu, "in spring"],
  [/oto[nñ]o|herbst|automne|秋|가을/iu, "in the fall"],
];

/** English seasons the visitor names by what happens in them, rewritten as the season they mean. */
const HOLIDAYS =
  /\b(over|during|for|around|at|in|through) (the )?(holidays|holiday season|holiday week|holiday break)\b|\bholiday season\b/g;
const WHALE_SEASON = /\b(during|in|over|for|through|at) (the )?(humpback |whale |whales )+(watching )?season\b/;
const WAVE_SEASON =
  /\b(during|in|over|for|through|at) (the )?(big (wave|surf|swell)|surf|swell|winter surf|winter swell) season\b/;

/** What a whale-season or big-wave-season trip was read as, said with the answer (from the articles). */
export function seasonNameNote(text: string): string | null {
  if (!/\bseason\b/.test(text)) return null;
  if (WHALE_SEASON.test(text))
    return "Whale season on Kauaʻi runs from about December through April, with the most whales from January to March, so this is for February.";
  if (WAVE_SEASON.test(text))
    return "Kauaʻi's big-wave season is about October to March, when north swells hit the North Shore, so this is for January.";
  return null;
}

/**
 * The normalised message with a season or holiday it names in another language (or as "over the holidays",
 * "during whale season") said as the English words the month rules read. `raw` is the message as written;
 * `text` is the normalised message; `english` is whether the message is in English ("Winter" alone is
 * German's word, but in an English message it is left to the English rules).
 */
export function withSeasonWords(raw: string, text: string, english: boolean): string {
  let out = text;
  // "During whale season", "over the holidays": the phrase becomes its month, so it is not asked as a "when".
  if (/\b(holidays?|season)\b/.test(out))
    out = out
      .replace(HOLIDAYS, "over christmas")
      .replace(new RegExp(WHALE_SEASON.source, "g"), "in february")
      .replace(new RegExp(WAVE_SEASON.source, "g"), "in winter");
  if (!MAYBE_SEASON.test(raw)) return out;
  for (const [re, words, notInEnglish] of ABROAD)
    if (!(english && notInEnglish) && re.test(raw)) return `${out} ${words}`;
  return out;
}
