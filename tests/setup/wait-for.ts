// Captured at import, so polling keeps working while a test fakes the timers.
const realSetTimeout = globalThis.setTimeout;

/**
 * Polls `check` until it returns a truthy value, and answers it; fails after `timeoutMs`. For
 * waiting on work the code under test finishes in the background, instead of a fixed sleep: it
 * returns as soon as the condition holds, and the generous limit only matters when it never does.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 10, what = "the condition" } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`waitFor: ${what} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => realSetTimeout(resolve, intervalMs));
  }
}
