import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZES, ADMIN_SEARCH_MAX } from "../constants";
import { z } from "./zod";

// The one list contract of the admin back-office (docs/decisions/010-admin-structure.md): every
// admin list takes page, pageSize, sort, q and its own filters as query parameters, validated by a
// schema built here, and answers { items, total, page, pageSize }. The client keeps the same
// parameters in the page URL, so back, reload and a shared link restore the list.

/** "field" sorts ascending, "-field" descending. */
export type SortValue<K extends string> = K | `-${K}`;

export function sortValues<const K extends readonly string[]>(
  keys: K,
): [SortValue<K[number]>, ...SortValue<K[number]>[]] {
  return keys.flatMap((key) => [key, `-${key}`]) as [SortValue<K[number]>, ...SortValue<K[number]>[]];
}

export function parseSort<K extends string>(sort: SortValue<K>): { key: K; direction: "asc" | "desc" } {
  return sort.startsWith("-") ? { key: sort.slice(1) as K, direction: "desc" } : { key: sort as K, direction: "asc" };
}

const pageSchema = z.coerce
  .number({ error: "page must be a whole number" })
  .int({ error: "page must be a whole number" })
  .min(1, { error: "page starts at 1" })
  .max(100_000, { error: "page is too large" })
  .default(1);

const pageSizeSchema = z.coerce
  .number({ error: `pageSize must be one of ${ADMIN_PAGE_SIZES.join(", ")}` })
  .refine((value) => (ADMIN_PAGE_SIZES as readonly number[]).includes(value), {
    error: `pageSize must be one of ${ADMIN_PAGE_SIZES.join(", ")}`,
  })
  .default(ADMIN_PAGE_SIZE_DEFAULT);

const searchSchema = z
  .string()
  .trim()
  .max(ADMIN_SEARCH_MAX, { error: `q must be at most ${ADMIN_SEARCH_MAX} characters` })
  .default("");

/** The query schema of one admin list: the common parameters plus the list's sort keys and filters. */
export function adminListQuerySchema<const K extends readonly [string, ...string[]], F extends z.ZodRawShape>(options: {
  sortKeys: K;
  defaultSort: SortValue<K[number]>;
  filters: F;
}) {
  return z.object({
    page: pageSchema,
    pageSize: pageSizeSchema,
    sort: z
      .enum(sortValues(options.sortKeys), { error: `sort must be one of ${sortValues(options.sortKeys).join(", ")}` })
      .default(options.defaultSort as never),
    q: searchSchema,
    ...options.filters,
  });
}

/** The answer of every admin list. */
export function adminListResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

export type AdminListResponse<T> = { items: T[]; total: number; page: number; pageSize: number };

/** A boolean filter in a query string: "true"/"false", absent meaning no filter. */
export const queryBooleanSchema = z
  .enum(["true", "false"], { error: "expected true or false" })
  .transform((value) => value === "true")
  .optional();
