import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

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
