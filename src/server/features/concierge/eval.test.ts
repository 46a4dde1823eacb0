import { describe, expect, it } from "vitest";
import type { PlaceFacts } from "@/shared/schemas/place-facts";
import type { Directory, DirectoryPlace } from "./directory";
import { containsPhrase, type EvalAnswer, type EvalFile, namedMonth, runConciergeEval } from "./eval";
import { normalize } from "./text";

const FACTS: PlaceFacts = {
  access: { mode: "roadside" },
  safetyNotes: [],
  ocean: { summer: "calm", winter: "dangerous", lifeguard: false },
  suitability: { toddlers: true, kids: true, beginners: true, wheelchair: false },
  meals: [],
  hours: null,
  faces: null,
  bestTimesOfDay: [],
  reservation: null,
  status: "open",
  verifiedOn: "2026-11-23",
  sources: [{ title: "test" }],
};

function place(placeId: string, facts: PlaceFacts | null, lat = 22.1): DirectoryPlace {
  return { placeId, name: placeId, latitude: lat, longitude: -159.5, facts } as DirectoryPlace;
}

const places = [
  place("kauai-north", FACTS),
  place("kauai-south", { ...FACTS, ocean: { summer: "caution", winter: "calm", lifeguard: true } }),
  place("kauai-private", { ...FACTS, access: { mode: "private" }, ocean: null }),
  place("kauai-closed", { ...FACTS, status: "permanently-closed", ocean: null }),
  place("kauai-maui", null, 20.8),
];
const directory: Directory = { places, byId: new Map(places.map((p) => [p.placeId, p])) };

function run(file: Omit<EvalFile, "defaultDate">, reply: EvalAnswer) {
  return runConciergeEval(directory, { defaultDate: "2026-01-15T18:00:00Z", ...file }, () => reply);
}

describe("the concierge evaluation", () => {
  it("passes a reply that meets every card and text check, ignoring case and diacritics", () => {
    const result = run(
      {
        cases: [
          {
            id: "ok",
            category: "named",
            turns: ["kee beach?"],
            cards: { includeOneOf: ["kauai-north", "kauai-x"], exclude: ["kauai-south"] },
            text: {
              mention: [
                ["Kēʻē", "kee"],
                ["reservation", "permit"],
              ],
              notMention: ["maui"],
            },
          },
        ],
      },
      { text: "KĒʻĒ needs a Reservation.", placeIds: ["kauai-north"] },
    );
    expect(result.good).toBe(1);
    expect(result.misses).toEqual([]);
  });

  it("finds no, yes, not, ok and bare numbers only as words", () => {
    const text = normalize("Not in the north, I know; in the mid-70s. No.");
    expect(containsPhrase(text, "no")).toBe(true);
    expect(containsPhrase(normalize("Not in the north, I know."), "no")).toBe(false);
    expect(containsPhrase(text, "70s")).toBe(true);
    expect(containsPhrase(normalize("about 170s"), "70s")).toBe(false);
    expect(containsPhrase(text, "nort")).toBe(true); // other phrases still match inside words
    expect(containsPhrase(normalize("a muddy trail, fees apply"), "mud")).toBe(true);
    expect(containsPhrase(normalize("a muddy trail, fees apply"), "fee")).toBe(true);
    expect(containsPhrase(normalize("about 100 minutes"), "10")).toBe(false);
  });

  it("looks for a phrase in another script in the reply as written, not in its empty normal form", () => {
    const raw = "日本語でのご質問ありがとうございます。英語でお答えします。";
    expect(containsPhrase(normalize(raw), "英語", raw)).toBe(true);
    expect(containsPhrase(normalize("I answer in English."), "英語", "I answer in English.")).toBe(false);
    expect(containsPhrase(normalize("I answer in English."), "영어", "I answer in English.")).toBe(false);
    expect(containsPhrase(normalize("Hablo inglés."), "inglés", "Hablo inglés.")).toBe(true);
  });

  it("names every failed check", () => {
    const result = run(
      {
        cases: [
          {
            id: "bad",
            category: "offtopic",
            turns: ["maui?"],
            cards: { includeOneOf: ["kauai-south"], exclude: ["kauai-north"], none: true },
            text: { mention: [["kauai only"]], notMention: ["maui"] },
          },
        ],
      },
      { text: "Maui is lovely", placeIds: ["kauai-north"] },
    );
    expect(result.good).toBe(0);
    expect(result.misses[0]?.reasons).toHaveLength(5);
    expect(result.byCategory.offtopic).toEqual({ total: 1, good: 0 });
  });

  it("counts closed, private, invented and off-island cards", () => {
    const result = run(
      { cases: [{ id: "x", category: "direct", turns: ["?"] }] },
      { text: "", placeIds: ["kauai-private", "kauai-closed", "kauai-made-up", "kauai-maui"] },
    );
    // The off-island place has no verified facts, so it counts as inaccessible too.
    expect(result).toMatchObject({ inaccessible: 3, invented: 1, outsideKauai: 1, good: 0 });
  });

  it("counts dangerous water by the case's month and party", () => {
    const safety = { activity: "swim", party: "toddler" } as const;
    const winter = run(
      { cases: [{ id: "w", category: "safety", turns: ["swim?"], safety }] },
      { text: "", placeIds: ["kauai-north", "kauai-south"] },
    );
    expect(winter.unsafe).toBe(1);
    const summer = run(
      { cases: [{ id: "s", category: "safety", date: "2026-07-10T18:00:00Z", turns: ["swim?"], safety }] },
      { text: "", placeIds: ["kauai-north", "kauai-south"] },
    );
    // In July the north beach is calm, but the south one is "caution": no place for a toddler.
    expect(summer.unsafe).toBe(1);
    expect(summer.misses[0]?.reasons.join(" ")).toContain("kauai-south");
    const adults = run(
      {
        cases: [
          { id: "a", category: "safety", date: "2026-07-10T18:00:00Z", turns: ["swim?"], safety: { activity: "swim" } },
        ],
      },
      { text: "", placeIds: ["kauai-south"] },
    );
    expect(adults.unsafe).toBe(0);
  });

  it("answers earlier turns first and passes the conversation so far", () => {
    const seen: number[] = [];
    runConciergeEval(
      directory,
      { defaultDate: "2026-01-15T18:00:00Z", cases: [{ id: "f", category: "followup", turns: ["a", "b", "c"] }] },
      (input) => {
        seen.push(input.history.length);
        return { text: "ok", placeIds: [] };
      },
    );
    expect(seen).toEqual([0, 2, 4]);
  });
});

describe("the month the grader reads", () => {
  it("reads May the month, not the verb", () => {
    expect(namedMonth(["we go in may with the kids"])).toBe(5);
    expect(namedMonth(["may 12-19, where to snorkel"])).toBe(5);
    // Holidays with a fixed month (round 9: a Labor Day trip was graded as if in the case's November).
    expect(namedMonth(["ok for labor day weekend?"])).toBe(9);
    expect(namedMonth(["memorial day weekend snorkel"])).toBe(5);
    expect(namedMonth(["fourth of july fireworks beach"])).toBe(7);
    expect(namedMonth(["early may?"])).toBe(5);
    expect(namedMonth(["landing the 3rd of may"])).toBe(5);
    expect(namedMonth(["the kids may want to swim, is lydgate ok"])).toBeNull();
    expect(namedMonth(["we may rent a car, how far is poipu"])).toBeNull();
    expect(namedMonth(["may i ask about hanalei in january"])).toBe(1);
  });

  it("reads a season said with its context, and not a waterfall or a hot spring", () => {
    expect(namedMonth(["we come next summer with kids, which beach"])).toBe(7);
    expect(namedMonth(["visiting in early fall, kids beach?"])).toBe(9);
    expect(namedMonth(["planning for spring, is hanalei ok"])).toBe(4);
    expect(namedMonth(["autumn trip, calm water?"])).toBe(10);
    expect(namedMonth(["late summer, snorkel for beginners"])).toBe(8);
    expect(namedMonth(["a beach trip next winter"])).toBe(1);
    expect(namedMonth(["is the fall at wailua worth it"])).toBeNull();
    expect(namedMonth(["any hot springs?"])).toBeNull();
  });
});
