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
    "llueve",
    "lloviendo",
    "vamos",
    "hoy",
    "ir",
    "nos",
    "mi",
    "mis",
    "nuestra",
    "adónde",
    "adonde",
    "vale",
    "pena",
    "faro",
    "cuesta",
    "precio",
    "entrada",
    "cascada",
    "cañón",
    "bahía",
    "mar",
    "tranquilo",
    "peligroso",
    "bebé",
    "cuándo",
    "llegar",
    "ver",
    "debemos",
    "necesito",
    "necesitamos",
    "permiso",
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
    "wohin",
    "sollen",
    "sind",
    "unser",
    "unsere",
    "welche",
    "welcher",
    "welchen",
    "regnet",
    "fahren",
    "heute",
    "morgen",
    "nach",
    "oder",
    "haben",
    "bitte",
    "man",
    "noch",
    "sich",
    "von",
    "lohnt",
    "lohnen",
    "lohnenswert",
    "viel",
    "kostet",
    "eintritt",
    "besuchen",
    "sehen",
    "gehen",
    "zu",
    "auf",
    "vom",
    "uns",
    "kein",
    "keine",
    "wann",
    "warum",
    "geht",
    "machen",
    "leuchtturm",
    "wasserfall",
    "schlucht",
    "bucht",
    "meer",
    "wetter",
    "gefährlich",
    "ruhig",
    "kleinkind",
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
    "il",
    "pleut",
    "aller",
    "nos",
    "notre",
    "sommes",
    "aujourd",
    "hui",
    "faut",
    "va",
    "vaut",
    "coup",
    "peine",
    "phare",
    "coûte",
    "prix",
    "cascade",
    "baie",
    "mer",
    "calme",
    "dangereux",
    "bébé",
    "quand",
    "voir",
    "visiter",
    "doit",
    "besoin",
    "faut-il",
    "permis",
    "est-il",
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

/**
 * Words that are only the one language (months, topic verbs and nouns), counted twice: a short message that is
 * mostly an English place name ("Kee Beach en julio?", "Hanalei Bay baden Dezember") still reads as that
 * language (probe 7, class 2).
 */
const STRONG_WORDS: Record<"es" | "de" | "fr", Set<string>> = {
  es: new Set(
    "enero febrero marzo mayo junio julio septiembre octubre noviembre diciembre nadar playa seguro peligroso permiso abierto reservar reserva reservación necesario necesita hace bucear esnórquel bañarse niños bebé puedo podemos dónde cuándo cómo".split(
      " ",
    ),
  ),
  de: new Set(
    "januar februar märz juni juli oktober dezember mit schnorcheln baden reservieren reservierung nötig notwendig erforderlich kann können kinder sicher schwimmen wandern strand wie wann genehmigung gefährlich geöffnet".split(
      " ",
    ),
  ),
  fr: new Set(
    "janvier février avril juin juillet août septembre octobre novembre décembre réserver réservation nécessaire baigner plongée plage dangereux permis ouvert sûr avec bébé enfants nager".split(
      " ",
    ),
  ),
};

/** English words that are part of a place's name ("Kee Beach", "Hanalei Bay"): not English after a name. */
const NAME_PART = new Set(["beach", "bay", "park", "falls", "canyon", "pond", "trail", "lighthouse", "point"]);

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
  const score = (lang: keyof typeof FUNCTION_WORDS) =>
    list.reduce(
      (sum, w) => sum + (lang !== "en" && STRONG_WORDS[lang].has(w) ? 2 : FUNCTION_WORDS[lang].includes(w) ? 1 : 0),
      0,
    );
  // "Kee Beach": "beach" after a word that is not English is the place's name, not an English word.
  const nameParts = list.filter(
    (w, i) => NAME_PART.has(w) && i > 0 && !FUNCTION_WORDS.en.includes(list[i - 1] as string),
  ).length;
  const en = score("en") - nameParts;
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
/** Words of languages the engine does not name (Italian, Portuguese, Dutch): their topics are still read. */
export const OTHER_LANGUAGE_WORDS =
  /(?<![\p{L}])(è|sicuro|nuotare|quanto tempo|ci vuole|spiaggia|bambini|melhor|praia|crianças|criancas|hoe lang|rijden|naar|veilig|zwemmen|mangiare|pesce|colazione|pranzo|cosa fare|onde|o que fazer|peixe|almoço|jantar|café da manhã|eten|ontbijt|niños|ninos|silla de ruedas|abendessen|mittagessen|frühstück|fruhstuck|desayuno|desayunar|almuerzo|almorzar|cenar|petit-déjeuner|dîner)(?![\p{L}])/iu;

export const FOREIGN_TOPIC_WORDS: [RegExp, string][] = [
  // ("Na Pali海岸" is the Nā Pali coast, not a beach.)
  [/(na ?pali|ナパリ|纳帕利|나팔리)\s*(海岸|コースト|해안|coast|küste|côte|costa)/i, "na pali coast"],
  [/playa|strand|plage|praia|spiaggia|ビーチ|(?<!(na ?pali|ナパリ|纳帕利|나팔리)\s*)海岸|海滩|沙滩|해변/i, "beach"],
  [
    /坐船|乘船|游船|船游|ボートツアー|ボート|遊覧船|クルーズ|보트|유람선|\bbarco\b|en bote|bateau|\bboot(sfahrt|stour)?\b|\bschiff\b|\bbarca\b/i,
    "boat tour",
  ],
  [/vom auto|aus dem auto|desde el (coche|carro|auto)|depuis la voiture|車から|从车上|차에서/i, "from the car"],
  [
    /去.{0,12}(要多久|多长时间)|までどのくらい|까지 (얼마나|몇 시간)|cu[aá]nto (se )?tarda(mos)? en llegar|wie lange (fährt|braucht) man|combien de temps pour (aller|rejoindre)/i,
    "how long to drive to",
  ],
  [/ハナレイ湾|哈纳莱湾|哈纳雷湾|하날레이 ?베이/i, "hanalei bay"],
  // Shores (the sixth probe's classes 1 and 16: "costa sur", "Nordküste", "côte nord" were not read).
  [/costa norte|nordk(ü|ue)ste|c(ô|o)te nord|ノースショア|北海岸|北岸|노스 ?쇼어|북(쪽|부) ?해안/i, "north shore"],
  [/costa sur|s(ü|ue)dk(ü|ue)ste|c(ô|o)te sud|サウスショア|南海岸|南岸|사우스 ?쇼어|남(쪽|부) ?해안/i, "south shore"],
  [
    /costa (este|oriental)|ostk(ü|ue)ste|c(ô|o)te est|イーストサイド|東海岸|东海岸|東岸|东岸|동(쪽|부) ?해안/i,
    "east side",
  ],
  [/costa oeste|westk(ü|ue)ste|c(ô|o)te ouest|ウエストサイド|ウェストサイド|西海岸|西岸|서(쪽|부) ?해안/i, "west side"],
  [
    /cu[aá]nto tiempo|quanto tempo|hoe lang|cu[aá]nto se tarda|cu[aá]nto tarda|wie lange|combien de temps|どのくらい|多长时间|多久|얼마나 걸/i,
    "how long",
  ],
  [/en (carro|coche|auto)\b|mit dem auto|en voiture|車で|开车|운전/i, "drive"],
  [/\bbaden\b|bañar|banarse|se baigner|nadar|nuotare|zwemmen|schwimm|nager|baignade|泳|游泳|수영/i, "swim"],
  [/esnórquel|snorkel|schnorchel|シュノーケ|浮潜|스노클/i, "snorkel"],
  [/surf|サーフ|冲浪|서핑/i, "surf"],
  [
    /seguro|segura|sicuro|sicura|veilig|peligro|sicher|gefährlich|sûr|dangereux|安全|危険|危险|안전|위험|大丈夫|괜찮/i,
    "safe",
  ],
  [/caminata|senderismo|sendero|wander|randonn|ハイキング|トレイル|徒步|远足|하이킹|등산/i, "hike"],
  [/cascada|wasserfall|cascade|chute|滝|瀑布|폭포/i, "waterfall"],
  [
    /cañ[oó]n de waimea|waimea[- ]?schlucht|canyon de waimea|ワイメア渓谷|ワイメアキャニオン|怀梅阿峡谷|威美亚峡谷|와이메아 캐니언/i,
    "waimea canyon",
  ],
  [/regnet|es regnet|llueve|lloviendo|il pleut|pleut|雨が降|下雨|비가 (와|오)/i, "raining"],
  [/windig|ventoso|venteux|風が強|风大|바람이/i, "windy"],
  [/clima|tiempo hace|wetter|météo|天気|天气|날씨|lluvia|regen|pluie|雨|비/i, "weather"],
  // Meals (round 9): the meal logic, not a generic list ("desayunar en Kapaa", "ポイプで朝ごはん", "저녁 식사").
  [
    /desayun\w*|fr(ü|ue)hst(ü|ue)ck\w*|petit[- ]d(é|e)jeuner|colazione|caf(é|e) da manh(ã|a)|朝ごはん|朝ご飯|朝食|朝飯|モーニング|早餐|早饭|早點|早点|아침 ?(식사|밥|먹)|조식|브런치|brunch/i,
    "breakfast",
  ],
  [
    /almuerzo|almorzar|mittagessen|mittag|(?<!petit[- ])d(é|e)jeuner|pranzo|almo(ç|c)o|ランチ|昼ごはん|昼ご飯|昼食|午餐|午饭|中饭|점심/i,
    "lunch",
  ],
  [
    /\bcena\b|\bcenar\b|abendessen|d(î|i)ner\b|晩ご飯|晩ごはん|晩御飯|夕食|夕飯|ディナー|晚餐|晚饭|저녁 ?(식사|밥|먹)|디너|jantar/i,
    "dinner",
  ],
  [
    /pescado|pesce|fisch(?!en)|poisson|peixe|魚|鱼|생선|海鲜|シーフード|해산물|mariscos|fruits de mer|frutti di mare/i,
    "fish",
  ],
  // (Round 9, probe 3 class 14: cars, sharks and the best season in other languages.)
  [
    /necesit\w* (un )?(auto|coche|carro)|brauchen? (wir )?(ein )?auto|besoin d.une voiture|レンタカー|租车|렌터카/i,
    "do we need a rental car",
  ],
  [/tibur[oó]n\w*|\bhaie?\b|requins?|サメ|鲨鱼|상어|squal\w*|tubar[oõ]\w*/i, "sharks"],
  [
    /mejor [eé]poca|mejor momento|mejor temporada|beste reisezeit|meilleure (p[eé]riode|saison)|ベストシーズン|最佳(时间|季节)|가장 좋은 (시기|계절)/i,
    "best time to visit",
  ],
  // (Wheelchairs, grandparents, children, babies and beginners: FOREIGN_PARTY_WORDS below, read in every message.)
  [
    /comer|comemos|comamos|comida|mangiare|mangiamo|restaurante|essen|restaurant|manger|レストラン|食事|餐厅|吃|식당|맛집/i,
    "restaurant",
  ],
  [
    /niños|niñas|ninos|ninas|hijos|kinder|enfants|bambini|bambino|bambina|crianças|criancas|criança|crianca|子供|子ども|小孩|孩子|儿童|(?<!카우)아이|어린이|키즈/i,
    "kids",
  ],
  [/ワイメア|怀梅阿|威美亚|와이메아/i, "waimea"],
  [/渓谷|峡谷|キャニオン|캐니언|협곡/i, "canyon"],
  [/ハナレイ|哈纳莱|哈纳雷|하날레이/i, "hanalei"],
  [/ポイプ|波伊普|포이푸/i, "poipu"],
  [/キラウエア|基拉韦厄|킬라우에아/i, "kilauea"],
  [/ナパリ|纳帕利|나팔리/i, "na pali"],
  [
    /(sentier|sendero|camino|wanderweg|pfad|sentiero|trilha)( de| del| du| di| da)? kalalau|kalalau[- ]?(wanderweg|weg|pfad)|カララウ・?トレイル|卡拉劳步道|칼랄라우 ?트레일/i,
    "kalalau trail",
  ],
  [/カララウ|卡拉劳|칼랄라우/i, "kalalau"],
  [/リフエ|利胡埃|리후에/i, "lihue"],
  [/カパア|卡帕阿|카파아/i, "kapaa"],
  [
    /行き方|アクセス|怎么去|如何前往|가는 방법|가는 법|cómo llegar|como llegar|wie komme|comment aller|comment se rendre/i,
    "how to get to",
  ],
  [/fácil|fáciles|facile|faciles|einfach|leicht|簡単|かんたん|简单|容易|쉬운|쉽/i, "easy"],
  [/principiante|anfänger|débutant|初心者|初学者|新手|초보/i, "beginner"],
  [
    /bebé|bebê|niñ[oa]s? pequeñ[oa]s?|petits? enfants?|kleine kinder|小さい子|어린 아이|criança pequena|crianca pequena|bambino piccolo|neonato|peuter|kleinkind|bébé|幼児|赤ちゃん|幼儿|宝宝|아기|유아/i,
    "toddler",
  ],
  [/enero|janvier|januar|gennaio|janeiro|(?<!\d)1月|(?<!\d)1월/i, "january"],
  [/febrero|février|februar|febbraio|fevereiro|(?<!\d)2月|(?<!\d)2월/i, "february"],
  [/marzo|mars|märz|março|(?<!\d)3月|(?<!\d)3월/i, "march"],
  [/abril|avril|aprile|(?<!\d)4月|(?<!\d)4월/i, "april"],
  [/mayo|mai\b|maggio|maio|(?<!\d)5月|(?<!\d)5월/i, "may"],
  [/junio|juin|juni|giugno|junho|(?<!\d)6月|(?<!\d)6월/i, "june"],
  [/julio|juillet|juli|luglio|julho|(?<!\d)7月|(?<!\d)7월/i, "july"],
  [/agosto|août|(?<!\d)8月|(?<!\d)8월/i, "august"],
  [/septiembre|septembre|settembre|setembro|(?<!\d)9月|(?<!\d)9월/i, "september"],
  [/octubre|octobre|oktober|ottobre|outubro|10月|10월/i, "october"],
  [/noviembre|novembre|11月|11월/i, "november"],
  [/diciembre|décembre|dezember|dicembre|dezembro|12月|12월/i, "december"],
  [
    /permiso|reserva|reservar|genehmigung|reservierung|reservieren|buchen|permis|réservation|réserver|reserver|prenotare|許可|予約|许可|预约|허가|예약/i,
    "permit",
  ],
  [/ballena|\bwal(e|en)?\b|baleine|クジラ|鯨|鲸|고래/i, "whales whale watching"],
  [/d[oó]nde|(?<![\p{L}])wo(?![\p{L}])|(?<![\p{L}])où(?![\p{L}])|どこ|哪里|哪儿|在哪|어디/iu, "where"],
  [/atardecer|puesta del sol|sonnenuntergang|coucher du soleil|夕日|夕焼け|日落|일몰/i, "sunset"],
  [
    /tortugas?|schildkr(ö|oe)ten?|tortues?|tartarughe?|tartarugas?|ウミガメ|海亀|海龟|乌龟|烏龜|海龜|바다거북|거북/i,
    "sea turtles",
  ],
  // (Round 10, probe 4 class 14: touching, dogs, parking and cheap food asked in other languages.)
  [/tocar|anfassen|ber(ü|ue)hren|toucher|toccare|触って|触れ|さわ|摸|触摸|만지|만져/i, "touch"],
  [/(?<![\p{L}])(perros?|hunde?|chiens?|cani|cane|cachorros?)(?![\p{L}])|犬|狗|강아지|반려견/iu, "dog"],
  [
    /estacionar|aparcar|estacionamiento|parkplatz|parken|stationner|parking|parcheggi\w*|駐車|停车|泊车|주차/i,
    "parking",
  ],
  [/barat[oa]s?|econ(ó|o)mic[oa]s?|billig\w*|g(ü|ue)nstig\w*|pas cher|bon march(é|e)|安い|便宜|저렴|싼/i, "cheap"],
  [/cañón|canyon|schlucht|キャニオン|峡谷|협곡/i, "canyon"],
  [
    /cu[aá]nto cuesta|precio|kostet|eintritt|gebühr|combien co[uû]te|\bprix\b|tarif|料金|入場料|いくら|门票|费用|多少钱|价格|입장료|요금|얼마예요|얼마인가요/i,
    "how much does it cost fee",
  ],
  [/vale la pena|lohnt sich|vaut le coup|vaut la peine|行く価値|值得|가볼 만|가치가/i, "worth it"],
  [/\bfaro\b|leuchtturm|\bphare\b|灯台|灯塔|등대/i, "lighthouse"],
  [/スパウティング|潮吹き|喷水孔|스파우팅/i, "spouting horn"],
  [/クイーンズ・?バス|女王浴池|퀸[즈스] ?배스/i, "queens bath"],
  // (Probe 6, class 14: "¿Está abierto Limahuli el lunes?" - open and the weekday, in the six languages.)
  [
    /(?<![\p{L}])(abiert[oa]s?|ge(ö|oe)ffnet|offen|ouvert(e|s|es)?|apert[oa])(?![\p{L}])|営業|開いて|开门|营业|영업|열려/iu,
    "open",
  ],
  [/(?<![\p{L}])(lunes|montags?|lundi|luned(ì|i))(?![\p{L}])|月曜|星期一|周一|월요일/iu, "monday"],
  [/(?<![\p{L}])(martes|dienstags?|mardi|marted(ì|i))(?![\p{L}])|火曜|星期二|周二|화요일/iu, "tuesday"],
  [/(?<![\p{L}])(mi(é|e)rcoles|mittwochs?|mercredi|mercoled(ì|i))(?![\p{L}])|水曜|星期三|周三|수요일/iu, "wednesday"],
  [/(?<![\p{L}])(jueves|donnerstags?|jeudi|gioved(ì|i))(?![\p{L}])|木曜|星期四|周四|목요일/iu, "thursday"],
  [/(?<![\p{L}])(viernes|freitags?|vendredi|venerd(ì|i))(?![\p{L}])|金曜|星期五|周五|금요일/iu, "friday"],
  [/(?<![\p{L}])(s(á|a)bados?|samstags?|samedi|sabato)(?![\p{L}])|土曜|星期六|周六|토요일/iu, "saturday"],
  [/(?<![\p{L}])(domingos?|sonntags?|dimanche|domenica)(?![\p{L}])|日曜|星期日|星期天|周日|일요일/iu, "sunday"],
  [/トンネルズ|隧道海滩|터널스/i, "tunnels beach"],
  // (Not the end of Kōkeʻe: "코케에" holds "케에" - session 12, dev19.)
  [/(?<!コ)ケエ|凯伊海滩|(?<!코)케에/i, "kee beach"],
  // (Probe 7, class 3: Kēʻē and Polihale and the other well-known names in Japanese, Chinese and Korean script.)
  [/キー・?ビーチ|基伊|基埃海滩|키 ?비치/i, "kee beach"],
  [/ポリハレ|波利哈莱|波利哈雷|폴리할레/i, "polihale"],
  [/ルマハイ|鲁马海|卢马海|루마하이/i, "lumahai beach"],
  [/ハエナ|哈埃纳|하에나/i, "haena"],
  [/プリンスビル|プリンスヴィル|普林斯维尔|프린스빌/i, "princeville"],
  [/ハナペペ|哈纳佩佩|하나페페/i, "hanapepe"],
  [/ワイルア|怀卢阿|瓦伊卢阿|와일루아/i, "wailua"],
  [/コケエ|科基|코케에/i, "kokee"],
  [/ソルト・?ポンド|盐池海滩|솔트 ?폰드/i, "salt pond"],
  [/リドゲート|利德盖特|리드게이트/i, "lydgate"],
  [/アニニ|阿尼尼|아니니/i, "anini beach"],
  [/ブレネッケ|布伦内克|브레네케/i, "brennecke"],
  [/ケアリア|凯阿利亚|케알리아/i, "kealia beach"],
  [/アラカイ|阿拉凯|알라카이/i, "alakai swamp"],
];

/**
 * Who is travelling, in Spanish, French, German, Italian, Portuguese, Japanese, Chinese or Korean, mapped to
 * the English words the party rules read. Applied to every message, English or not: visitors mix them in
 * ("a beach para ninos near poipu", "mi abuela usa silla de ruedas"; the third blind probe, session 8).
 */
export const FOREIGN_PARTY_WORDS: [RegExp, string][] = [
  [
    /(?<![\p{L}])(silla de ruedas|sillas de ruedas|rollstuhl\w*|fauteuil roulant|fauteuils roulants|sedia a rotelle|cadeira de rodas|rolstoel)(?![\p{L}])|車椅子|車いす|车椅|轮椅|輪椅|휠체어/iu,
    "wheelchair",
  ],
  [
    /(?<![\p{L}])(abuel[oa]s?|personas mayores|gente mayor|ancian[oa]s|gro(ß|ss)eltern|senioren|grands?-parents|personnes (â|a)g(é|e)es|nonn[oi]|anziani|av(ó|ô)s|idosos)(?![\p{L}])|祖父母|お年寄り|高齢|老人|老年人|长辈|할머니|할아버지|어르신|노인/iu,
    "grandparents",
  ],
  [
    /(?<![\p{L}])(ni(ñ|n)[oa]s|hij[oa]s|enfants|kinder|bambini|crian(ç|c)as)(?![\p{L}])|子供|子ども|こども|小孩|孩子|儿童|어린이|아이들|키즈/iu,
    "kids",
  ],
  [
    /(?<![\p{L}])(beb(é|e|ê)s?|b(é|e)b(é|e)s?|kleinkind\w*|neonat[oa])(?![\p{L}])|幼児|赤ちゃん|幼儿|宝宝|婴儿|아기|유아/iu,
    "toddler",
  ],
  [
    /(?<![\p{L}])(principiantes?|anf(ä|ae)nger\w*|d(é|e)butants?|iniciantes?)(?![\p{L}])|初心者|初学者|新手|초보/iu,
    "beginners",
  ],
];
