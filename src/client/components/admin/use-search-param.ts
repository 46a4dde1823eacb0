import { useEffect, useState } from "react";

const SEARCH_DEBOUNCE_MS = 300;

/** A search box bound to the list's `q` URL parameter, written after a short pause in typing. */
export function useSearchParam(q: string, setParams: (changes: { q?: string }) => void) {
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch((current) => (current.trim() === q ? current : q)), [q]);
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => setParams({ q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, q, setParams]);
  return [search, setSearch] as const;
}
