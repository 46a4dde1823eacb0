import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { z } from "@/shared/schemas/zod";

/**
 * A list's state (page, pageSize, sort, q, filters) kept in the page URL and read through the same
 * schema the server validates with; a value the schema refuses falls back to its default. Changing
 * anything but the page returns to page 1.
 */
export function useListParams<S extends z.ZodObject>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => {
    const raw: Record<string, string> = {};
    for (const key of Object.keys(schema.shape)) {
      const value = searchParams.get(key);
      if (value !== null && value !== "") raw[key] = value;
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data as z.infer<S>;
    const kept: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (schema.safeParse({ ...kept, [key]: value }).success) kept[key] = value;
    }
    return schema.parse(kept) as z.infer<S>;
  }, [schema, searchParams]);

  const setParams = useCallback(
    (changes: Record<string, string | number | boolean | undefined>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === "" || value === false) next.delete(key);
            else next.set(key, String(value));
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace: "q" in changes },
      );
    },
    [setSearchParams],
  );

  /** The query string the API takes: the same parameters, defaults left out. */
  const apiQuery = useMemo(() => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
      if (value !== undefined && value !== "") query.set(key, String(value));
    }
    return query.toString();
  }, [params]);

  return { params, setParams, apiQuery };
}
