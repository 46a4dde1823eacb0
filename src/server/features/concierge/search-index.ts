import MiniSearch from "minisearch";
import type { KnowledgeArticle } from "@/shared/schemas/knowledge";
import type { Directory, DirectoryPlace } from "./directory";
import type { KnowledgeBase } from "./knowledge-base";
import { STOP_WORDS } from "./lexicon";
import { normalize } from "./text";

// One full-text index (BM25+, MiniSearch) over the places directory and the knowledge articles:
// field boosts (name and aliases first), diacritic- and ʻokina-insensitive terms, light stemming,
// a synonym list for what visitors call things, and fuzzy matching for misspellings.
// docs/decisions/ records why MiniSearch rather than PostgreSQL full-text search.

/** Visitor words → words the directory uses. Applied to queries only (the index keeps its own words). */
export const SYNONYMS: Record<string, string[]> = {
  blowhole: ["spouting", "horn"],
  lighthouse: ["lighthouse", "kilauea", "point"],
  "bike path": ["ke", "ala", "hele", "makalae", "coastal", "path"],
  bikepath: ["ke", "ala", "hele", "makalae"],
  bike: ["path", "coastal"],
  luau: ["luau"],
  "coffee farm": ["kauai", "coffee"],
  "shave ice": ["shave", "ice"],
  "shaved ice": ["shave", "ice"],
  "glass beach": ["glass", "beach"],
  "queens bath": ["queen", "bath"],
  "jurassic park": ["jurassic", "manawaiopuna"],
  "grand canyon": ["waimea", "canyon"],
  "na pali": ["napali", "kalalau"],
  napali: ["na", "pali", "kalalau"],
  zipline: ["zipline"],
  "zip line": ["zipline"],
  "zip lining": ["zipline"],
  ziplining: ["zipline"],
  tubing: ["tubing"],
  atv: ["atv"],
  turtles: ["turtle", "honu"],
  turtle: ["turtle", "honu"],
  seals: ["seal", "monk"],
  whales: ["whale", "humpback"],
  waterfall: ["falls", "waterfall"],
  rainforest: ["alakai", "swamp", "forest"],
  swamp: ["alakai", "swamp"],
  church: ["church", "mission"],
  cave: ["cave"],
  caves: ["cave"],
  sunset: ["sunset"],
  sunrise: ["sunrise"],
  market: ["market"],
  museum: ["museum"],
  garden: ["garden", "gardens", "botanical"],
  gardens: ["garden", "gardens", "botanical"],
};

// ("Fishing" is the activity, not fish on a menu: it never folds to "fish".)
const STEM_EXCEPTIONS = new Set([
  "fishing",
  "falls",
  "glass",
  "pass",
  "bus",
  "gas",
  "its",
  "kalapakis",
  "lumahais",
  "ss",
]);

/**
 * Everyday words that in this directory are parts of proper names ("Lava Lava Beach Club", "Kōloa Fish Market",
 * "Black Pot Beach", "Puka Dog", "Tip Top Cafe", "Queen's Bath", "Wishing Well"): a question using one of them
 * alone is not asking for that place (round 9, probe 2 class J).
 */
const NAME_PART_WORDS = new Set([
  "lava",
  "fish",
  "black",
  "pot",
  "dog",
  "club",
  "hut",
  "queen",
  "bath",
  "well",
  "tip",
  "top",
]);

/** Lower case, no diacritics or ʻokina, simple plural and -ing folding. */
export function searchTerm(term: string): string | null {
  const t = normalize(term);
  if (!t || t.length < 2 || STOP_WORDS.has(t)) return null;
  if (STEM_EXCEPTIONS.has(t)) return t;
  if (t.endsWith("ies") && t.length > 4) return `${t.slice(0, -3)}y`;
  if (/(ch|sh|x)es$/.test(t)) return t.slice(0, -2);
  if (t.endsWith("s") && !t.endsWith("ss") && t.length > 3) return t.slice(0, -1);
  if (/el?ling$/.test(t)) return t.replace(/el?ling$/, "el");
  if (t.endsWith("ing") && t.length > 5) {
    const stem = t.slice(0, -3);
    if (/([bdgklmnprt])\1$/.test(stem)) return stem.slice(0, -1); // swimming, shopping
    if (/[^aeiou][aeiou][bcdgkmnprstvz]$/.test(stem) && stem.length <= 4) return `${stem}e`; // hiking, diving
    return stem;
  }
  return t;
}

type Doc = {
  id: string;
  kind: "place" | "article";
  name: string;
  aliases: string;
  keywords: string;
  category: string;
  region: string;
  body: string;
};

export type SearchHit = {
  id: string;
  kind: "place" | "article";
  score: number;
  /**
   * Every word that matched is only in the place's name, is an everyday word, and the name has more to it ("lava" in Lava Lava
   * Beach Club, "fishing" in Kōloa Fish Market): a word pulled out of a proper name, not a match (round 9).
   */
  nameOnly?: boolean;
};

export type SearchIndex = {
  search: (query: string, options?: { kind?: "place" | "article"; fuzzy?: boolean }) => SearchHit[];
  /** Best article for a query (knowledge only), or null. */
  article: (query: string) => KnowledgeArticle | null;
};

function placeDoc(place: DirectoryPlace): Doc {
  const facts = place.facts;
  return {
    id: place.placeId,
    kind: "place",
    name: place.name,
    aliases: place.aliases.join(" "),
    keywords: [...(facts?.foodKinds ?? []), ...(facts?.cuisines ?? []), ...(facts?.meals ?? [])].join(" "),
    category: place.category,
    region: `${place.region ?? ""} ${place.address ?? ""}`,
    body: place.description,
  };
}

function articleDoc(article: KnowledgeArticle): Doc {
  return {
    id: `article:${article.id}`,
    kind: "article",
    name: article.title,
    aliases: "",
    keywords: article.keywords.join(" "),
    category: article.topic,
    region: "",
    body: article.body,
  };
}

export function expandQuery(query: string): string {
  const text = normalize(query);
  const extra: string[] = [];
  for (const [phrase, words] of Object.entries(SYNONYMS)) {
    if (` ${text} `.includes(` ${phrase} `)) extra.push(...words);
  }
  return [text, ...extra].join(" ");
}

/** MiniSearch's per-term result: document → score, the query terms matched and, per index term, its fields. */
type TermResults = Map<number, { score: number; terms: string[]; match: Record<string, string[]> }>;
type TermQuery = { term: string; fuzzy: number | boolean; prefix: boolean; termBoost: number };
type RawHit = { id: string; kind: string | undefined; score: number; match: Record<string, string[]> };
/** Distinct (term, prefix, fuzzy) lookups kept per index before the memo starts again. */
const TERM_MEMO_LIMIT = 4000;
/** MiniSearch's own tokenizer (its default): spaces and punctuation. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

const SEARCH_OPTIONS = {
  boost: { name: 5, aliases: 4, keywords: 3, category: 1.5, region: 1, body: 1 },
  prefix: (term: string) => term.length >= 5,
  fuzzy: (term: string) => (term.length >= 6 ? 0.2 : term.length >= 4 ? 1 / term.length : false),
  combineWith: "OR" as const,
};

/**
 * MiniSearch's OR search with each query term's lookup remembered for the life of the index: its exact, prefix
 * and fuzzy matches, scored. The fuzzy walk through the term tree was a quarter of the built-in engine's CPU per
 * question, and visitors' words repeat ("beach", "kids", "north", "snorkel") while the index never changes (a
 * directory edit builds a new one). The terms' results are combined here as MiniSearch combines them (scores
 * added in query order, then multiplied by the number of query terms matched; highest first, ties in the order
 * found), into new objects, so the remembered results are never changed. `search-memo.test.ts` compares every
 * development question's results with MiniSearch's own search, order included. (This reads two private fields
 * and one private method of MiniSearch 7.2.0, pinned exactly: an upgrade that changes them fails that test.)
 */
function memoisedSearch(index: MiniSearch<Doc>): (query: string, kind: string | undefined, exact: boolean) => RawHit[] {
  const internals = index as unknown as {
    executeQuerySpec: (query: TermQuery, options: object) => TermResults;
    _documentIds: Map<number, string>;
    _storedFields: Map<number, { kind?: string } | undefined>;
  };
  const lookup = internals.executeQuerySpec.bind(index);
  const memo = new Map<string, TermResults>();
  const termResults = (query: TermQuery): TermResults => {
    const key = `${query.term}\u0001${query.prefix}\u0001${query.fuzzy}`;
    let results = memo.get(key);
    if (!results) {
      if (memo.size >= TERM_MEMO_LIMIT) memo.clear();
      results = lookup(query, {});
      memo.set(key, results);
    }
    return results;
  };
  return (query, kind, exact) => {
    const terms = query
      .split(SPACE_OR_PUNCTUATION)
      .map((term) => searchTerm(term))
      .filter((term): term is string => Boolean(term));
    const combined: TermResults = new Map();
    for (const term of terms) {
      const spec: TermQuery = exact
        ? { term, fuzzy: false, prefix: false, termBoost: 1 }
        : { term, fuzzy: SEARCH_OPTIONS.fuzzy(term), prefix: SEARCH_OPTIONS.prefix(term), termBoost: 1 };
      for (const [docId, entry] of termResults(spec)) {
        const existing = combined.get(docId);
        if (!existing) {
          combined.set(docId, { score: entry.score, terms: [...entry.terms], match: { ...entry.match } });
          continue;
        }
        existing.score = existing.score + entry.score;
        Object.assign(existing.match, entry.match);
        for (const t of entry.terms) if (!existing.terms.includes(t)) existing.terms.push(t);
      }
    }
    const hits: RawHit[] = [];
    for (const [docId, { score, terms: matched, match }] of combined) {
      const stored = internals._storedFields.get(docId);
      if (kind && stored?.kind !== kind) continue;
      hits.push({
        id: internals._documentIds.get(docId) as string,
        kind: stored?.kind,
        score: score * (matched.length || 1),
        match,
      });
    }
    return hits.sort((a, b) => b.score - a.score);
  };
}

/** The index without the term memo, for the test that proves the memo changes nothing. */
export function buildSearchIndexWithoutMemo(directory: Directory, kb: KnowledgeBase): SearchIndex {
  return buildSearchIndex(directory, kb, false);
}

export function buildSearchIndex(directory: Directory, kb: KnowledgeBase, memo = true): SearchIndex {
  const index = new MiniSearch<Doc>({
    fields: ["name", "aliases", "keywords", "category", "region", "body"],
    storeFields: ["kind"],
    processTerm: (term) => searchTerm(term),
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll([...directory.places.map(placeDoc), ...kb.articles.map(articleDoc)]);
  const remembered = memo ? memoisedSearch(index) : null;
  const nameWords = new Map(
    directory.places.map((p) => [
      p.placeId,
      new Set(
        normalize(p.name)
          .split(" ")
          .map(searchTerm)
          .filter((t): t is string => t !== null),
      ),
    ]),
  );
  const search: SearchIndex["search"] = (query, options = {}) => {
    const expanded = expandQuery(query);
    const results: RawHit[] = remembered
      ? remembered(expanded, options.kind, options.fuzzy === false)
      : (index.search(expanded, {
          filter: options.kind ? (result) => result.kind === options.kind : undefined,
          ...(options.fuzzy === false ? { fuzzy: false, prefix: false } : {}),
        }) as unknown as RawHit[]);
    return results.map((r) => {
      const fields = Object.values(r.match as Record<string, string[]>);
      const nameOnly =
        r.kind === "place" &&
        fields.length > 0 &&
        fields.every((f) => f.every((field) => field === "name" || field === "aliases")) &&
        (nameWords.get(String(r.id))?.size ?? 0) > Object.keys(r.match).length &&
        Object.keys(r.match).every((term) => NAME_PART_WORDS.has(term));
      return { id: String(r.id), kind: r.kind as SearchHit["kind"], score: r.score, nameOnly };
    });
  };
  return {
    search,
    article(query) {
      const hit = search(query, { kind: "article" })[0];
      return hit ? (kb.byId.get(hit.id.slice("article:".length)) ?? null) : null;
    },
  };
}
