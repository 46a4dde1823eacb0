import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// findBy*/waitFor give up after this long: generous, so a busy machine slows tests down rather
// than failing them (nothing waits this long when the page is right).
configure({ asyncUtilTimeout: 30_000 });

// An unexpected console.error fails the test that caused it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`Unexpected console.error: ${consoleErrors.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});
