import { factSourceSchema } from "./place-facts";
import { z } from "./zod";

// The concierge's topic knowledge (issue 15): short sourced articles and the town-to-town drive-time
// table, kept as data in src/server/features/concierge/data/*.json and validated when loaded.

export const KNOWLEDGE_TOPICS = [
  "permits", // Hāʻena State Park and Kēʻē reservations, the Kalalau permit, camping
  "ocean-safety", // rip currents, shore break, high surf, lifeguards, reef
  "flash-floods", // stream crossings, rain upstream
  "weather", // by month and by shore
  "seasons", // whale, surf, turtle, monk seal
  "driving", // drive times, roads, traffic, the road ends
  "getting-around", // car, bus, bike path, shuttle, taxi
  "sunscreen", // reef-safe sunscreen law
  "respect", // sacred and private places, wildlife
  "packing", // what to pack
  "money", // costs and fees
  "culture", // luau, history, language
] as const;
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number];

export const knowledgeArticleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().trim().min(1).max(120),
  topic: z.enum(KNOWLEDGE_TOPICS),
  /** Words and phrases visitors use for this subject (synonyms, misspellings, aliases) for retrieval. */
  keywords: z.array(z.string().trim().min(1).max(60)).min(1).max(40),
  /** Months (1-12) in which the article matters most; omit when all year. */
  months: z.array(z.number().int().min(1).max(12)).max(12).optional(),
  /** Directory places the article is about (placeId values). */
  placeIds: z
    .array(z.string().regex(/^kauai-[a-z0-9-]+$/))
    .max(20)
    .optional(),
  /** The answer itself: 1-5 plain sentences, facts only, written for a visitor. */
  body: z.string().trim().min(20).max(1500),
  /** Official pages to link (a permit site, a safety page). */
  links: z
    .array(z.object({ label: z.string().trim().min(1).max(80), url: z.url().max(500) }))
    .max(5)
    .optional(),
  sources: z.array(factSourceSchema).min(1).max(8),
  verifiedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>;

export const knowledgeFileSchema = z.object({ articles: z.array(knowledgeArticleSchema).min(1) });

export const DRIVE_TOWNS = [
  "Hanalei",
  "Princeville",
  "Kīlauea",
  "Kapaʻa",
  "Wailua",
  "Līhuʻe",
  "Kōloa",
  "Poʻipū",
  "Hanapēpē",
  "Waimea",
  "Kekaha",
  "Kōkeʻe",
  "Hāʻena",
  // Two destinations visitors time drives to that are not towns: the main canyon lookout and the beach at
  // the end of the west-side road.
  "Waimea Canyon",
  "Polihale",
] as const;
export type DriveTown = (typeof DRIVE_TOWNS)[number];

/** Typical one-way drive between two towns without traffic, both directions. */
export const driveLegSchema = z.object({
  from: z.enum(DRIVE_TOWNS),
  to: z.enum(DRIVE_TOWNS),
  minutes: z.number().int().min(1).max(240),
  miles: z.number().positive().max(120).optional(),
  source: factSourceSchema,
});
export const driveTimesFileSchema = z.object({
  note: z.string().trim().min(1).max(900),
  legs: z.array(driveLegSchema).min(1),
});
export type DriveLeg = z.infer<typeof driveLegSchema>;
