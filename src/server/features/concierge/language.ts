// Which language a visitor wrote in. The built-in concierge answers in English; for these languages
// it first says so in the visitor's own language (issue 15, item 6). Scripts decide Japanese,
// Korean and Chinese; common function words decide Spanish, German and French.

export const LANGUAGES = ["en", "es", "ja", "de", "fr", "zh", "ko"] as const;
export type Language = (typeof LANGUAGES)[number];

const HIRAGANA_KATAKANA = /[\u3040-\u30ff]/;
const HANGUL = /[\uac00-\ud7af\u1100-\u11ff]/;
const HAN = /[\u4e00-\u9fff]/;

const FUNCTION_WORDS: Record<"es" | "de" | "fr" | "en", string[]> = {
  es: [
    "el",
    "la",
    "los",
    "las",
    "de",
    "del",
    "que",
    "es",
    "en",
    "un",
    "una",
    "para",
    "con",
    "por",
    "donde",
    "dónde",
    "cuál",
    "cual",
    "qué",
    "como",
    "cómo",
    "hay",
    "mejor",
    "mejores",
    "playa",
    "playas",
    "niños",
    "puedo",
    "podemos",
    "quiero",
    "queremos",
    "seguro",
    "segura",
    "nadar",
    "hola",
    "gracias",
    "comer",
    "cerca",
    "también",
    "pero",
    "muy",
    "cuánto",
    "cuanto",
    "tiempo",
    "hacer",
    "visitar",
    "nuestro",
    "nosotros",
    "está",
    "están",
    "son",
  ],
  de: [
    "der",
    "die",
    "das",
    "und",
    "ist",
    "ein",
    "eine",
    "wo",
    "wie",
    "was",
    "ich",
    "wir",
    "mit",
    "für",
    "nicht",
    "kann",
    "können",
    "gibt",
    "es",
    "zum",
    "zur",
    "den",
    "dem",
    "strand",
    "strände",
    "kinder",
    "sicher",
    "schwimmen",
    "wandern",
    "gut",
    "beste",
    "besten",
    "essen",
    "hallo",
    "danke",
    "auch",
    "sehr",
    "lange",
    "dauert",
    "im",
    "bei",
  ],
  fr: [
    "le",
    "la",
    "les",
    "des",
    "du",
    "est",
    "une",
    "un",
    "où",
    "ou",
    "comment",
    "quel",
    "quelle",
    "quels",
    "pour",
    "avec",
    "nous",
    "je",
    "pas",
    "plage",
    "plages",
    "enfants",
    "sûr",
    "sur",
    "nager",
    "randonnée",
    "meilleur",
    "meilleure",
    "manger",
    "bonjour",
    "merci",
    "aussi",
    "très",
    "combien",
    "temps",
    "faire",
    "peut",
    "peux",
    "dans",
    "en",
    "est-ce",
    "que",
    "qu",
    "au",
    "aux",
  ],
  en: [
    "the",
    "a",
    "an",
    "is",
    "are",
    "what",
    "where",
    "how",
    "can",
    "we",
    "i",
    "to",
    "for",
    "with",
    "and",
    "of",
    "in",
    "on",
    "it",
    "best",
    "do",
    "does",
    "any",
    "my",
    "our",
    "you",
    "there",
    "good",
    "should",
    "near",
    "safe",
    "beach",
    "hike",
    "kids",
    "from",
    "at",
    "this",
    "that",
    "be",
    "go",
    "me",
    "us",
    "or",
    "if",
    "not",
    "dont",
    "want",
  ],
};

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-zà-ÿœæß'-]+/)
    .flatMap((word) => word.split("'"))
    .filter(Boolean);
}

/** The message's language: a script wins outright; otherwise the language with the most function words. */
export function detectLanguage(message: string): Language {
  if (HIRAGANA_KATAKANA.test(message)) return "ja";
  if (HANGUL.test(message)) return "ko";
  if (HAN.test(message)) return "zh";
  const list = words(message);
  if (list.length === 0) return "en";
  const score = (lang: keyof typeof FUNCTION_WORDS) => list.filter((w) => FUNCTION_WORDS[lang].includes(w)).length;
  const en = score("en");
  let best: Language = "en";
  let bestScore = en;
  for (const lang of ["es", "de", "fr"] as const) {
    const s = score(lang);
    // Accented letters typical of the language tip close calls.
    const bonus =
      lang === "es" && /[ñ¿¡]/.test(message)
        ? 2
        : lang === "de" && /[äöüß]/.test(message)
          ? 2
          : lang === "fr" && /[çèêàùé]|\b(l|d|qu)'/.test(message)
            ? 2
            : 0;
    // Against English a clear margin is needed; between the other languages the higher score wins.
    const needed = best === "en" ? bestScore + 1 : bestScore;
    if (s + bonus > needed) {
      best = lang;
      bestScore = s + bonus;
    }
  }
  return best;
}

/** "I answer in English", said plainly in the visitor's language, with an invitation to ask in English. */
export const ENGLISH_ONLY_NOTICE: Record<Exclude<Language, "en">, string> = {
  es: "Lo siento: por ahora respondo solo en inglés. Puedes preguntarme en inglés para obtener la mejor respuesta; aquí va lo que entendí de tu pregunta (en inglés):",
  ja: "申し訳ありませんが、現在は英語でのみお答えしています。英語で質問していただくと、より良い回答ができます。ご質問から分かったことを英語でお答えします：",
  de: "Entschuldigung: Ich antworte derzeit nur auf Englisch. Stell deine Frage gern auf Englisch, dann kann ich am besten helfen; hier ist, was ich verstanden habe (auf Englisch):",
  fr: "Désolé : pour l'instant je réponds uniquement en anglais. N'hésitez pas à poser votre question en anglais ; voici ce que j'ai compris (en anglais) :",
  zh: "抱歉，我目前只能用英语回答。欢迎用英语提问，我可以更好地帮助您；以下是我根据您的问题用英语给出的回答：",
  ko: "죄송합니다. 현재는 영어로만 답변드립니다. 영어로 질문해 주시면 더 잘 도와드릴 수 있습니다. 질문에서 이해한 내용을 영어로 답변드립니다:",
};

/** Topic words in other languages, mapped to English words the rest of the engine understands. */
export const FOREIGN_TOPIC_WORDS: [RegExp, string][] = [
  [/playa|strand|plage|ビーチ|海岸|海滩|沙滩|해변/i, "beach"],
  [/nadar|schwimm|nager|baignade|泳|游泳|수영/i, "swim"],
  [/esnórquel|snorkel|schnorchel|シュノーケ|浮潜|스노클/i, "snorkel"],
  [/surf|サーフ|冲浪|서핑/i, "surf"],
  [/seguro|segura|peligro|sicher|gefährlich|sûr|dangereux|安全|危険|危险|안전|위험/i, "safe"],
  [/caminata|senderismo|sendero|wander|randonn|ハイキング|トレイル|徒步|远足|하이킹|등산/i, "hike"],
  [/cascada|wasserfall|cascade|chute|滝|瀑布|폭포/i, "waterfall"],
  [/clima|tiempo hace|wetter|météo|天気|天气|날씨|lluvia|regen|pluie|雨|비/i, "weather"],
  [/comer|restaurante|essen|restaurant|manger|レストラン|食事|餐厅|吃|식당|맛집/i, "restaurant"],
  [/niños|niñas|hijos|kinder|enfants|子供|子ども|小孩|孩子|儿童|아이|어린이/i, "kids"],
  [/ワイメア|怀梅阿|와이메아/i, "waimea"],
  [/渓谷|峡谷|キャニオン|캐니언|협곡/i, "canyon"],
  [/ハナレイ|哈纳莱|하날레이/i, "hanalei"],
  [/ポイプ|波伊普|포이푸/i, "poipu"],
  [/キラウエア|基拉韦厄|킬라우에아/i, "kilauea"],
  [/ナパリ|纳帕利|나팔리/i, "na pali"],
  [/カララウ|卡拉劳|칼랄라우/i, "kalalau"],
  [/リフエ|利胡埃|리후에/i, "lihue"],
  [/カパア|卡帕阿|카파아/i, "kapaa"],
  [
    /行き方|アクセス|怎么去|如何前往|가는 방법|가는 법|cómo llegar|como llegar|wie komme|comment aller|comment se rendre/i,
    "how to get to",
  ],
  [/fácil|fáciles|facile|faciles|einfach|leicht|簡単|かんたん|简单|容易|쉬운|쉽/i, "easy"],
  [/principiante|anfänger|débutant|初心者|初学者|新手|초보/i, "beginner"],
  [/bebé|kleinkind|bébé|幼児|赤ちゃん|幼儿|宝宝|아기|유아/i, "toddler"],
  [/enero|janvier|januar|1月(?!\d)|1월/i, "january"],
  [/febrero|février|februar|2月|2월/i, "february"],
  [/marzo|mars|märz|3月|3월/i, "march"],
  [/abril|avril|4月|4월/i, "april"],
  [/mayo|mai\b|5月|5월/i, "may"],
  [/junio|juin|juni|6月|6월/i, "june"],
  [/julio|juillet|juli|7月|7월/i, "july"],
  [/agosto|août|8月|8월/i, "august"],
  [/septiembre|septembre|9月|9월/i, "september"],
  [/octubre|octobre|oktober|10月|10월/i, "october"],
  [/noviembre|novembre|11月|11월/i, "november"],
  [/diciembre|décembre|dezember|12月|12월/i, "december"],
  [/permiso|reserva|genehmigung|reservierung|permis|réservation|許可|予約|许可|预约|허가|예약/i, "permit"],
  [/ballena|wal|baleine|クジラ|鯨|鲸|고래/i, "whale"],
  [/atardecer|puesta del sol|sonnenuntergang|coucher du soleil|夕日|夕焼け|日落|일몰/i, "sunset"],
  [/cañón|canyon|schlucht|キャニオン|峡谷|협곡/i, "canyon"],
];
