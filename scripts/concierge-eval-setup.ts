// Shared by eval:concierge and bench:chat: the full seeded directory on an in-memory database, the
// two evaluation files, and the built-in engine as an evaluation answer function.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { answerBuiltin } from "@/server/features/concierge/builtin-engine";
import { type Directory, loadDirectory } from "@/server/features/concierge/directory";
import { type EvalAnswerFn, type EvalFile, evalFileSchema } from "@/server/features/concierge/eval";
import { createLogger } from "@/server/lib/logger";

export const EVAL_SETS = {
  dev: "tests/eval/concierge-dev.json",
  dev2: "tests/eval/concierge-dev2.json",
  dev3: "tests/eval/concierge-dev3.json",
  dev4: "tests/eval/concierge-dev4.json",
  dev5: "tests/eval/concierge-dev5.json",
  dev6: "tests/eval/concierge-dev6.json",
  dev7: "tests/eval/concierge-dev7.json",
  dev8: "tests/eval/concierge-dev8.json",
  dev9: "tests/eval/concierge-dev9.json",
  dev10: "tests/eval/concierge-dev10.json",
  dev11: "tests/eval/concierge-dev11.json",
  dev12: "tests/eval/concierge-dev12.json",
  dev13: "tests/eval/concierge-dev13.json",
  dev14: "tests/eval/concierge-dev14.json",
  dev15: "tests/eval/concierge-dev15.json",
  dev16: "tests/eval/concierge-dev16.json",
  dev17: "tests/eval/concierge-dev17.json",
  dev18: "tests/eval/concierge-dev18.json",
  dev19: "tests/eval/concierge-dev19.json",
  dev20: "tests/eval/concierge-dev20.json",
  dev21: "tests/eval/concierge-dev21.json",
  dev22: "tests/eval/concierge-dev22.json",
  dev23: "tests/eval/concierge-dev23.json",
  dev24: "tests/eval/concierge-dev24.json",
  dev25: "tests/eval/concierge-dev25.json",
  dev26: "tests/eval/concierge-dev26.json",
  dev27: "tests/eval/concierge-dev27.json",
  dev28: "tests/eval/concierge-dev28.json",
  dev29: "tests/eval/concierge-dev29.json",
  dev30: "tests/eval/concierge-dev30.json",
  dev31: "tests/eval/concierge-dev31.json",
  dev32: "tests/eval/concierge-dev32.json",
  test: "tests/eval/concierge-test.json",
  test2: "tests/eval/concierge-test2.json",
  test3: "tests/eval/concierge-test3.json",
} as const;
export type EvalSetName = keyof typeof EVAL_SETS;

const root = join(import.meta.dirname, "..");

export function readEvalSet(name: EvalSetName): EvalFile {
  return evalFileSchema.parse(JSON.parse(readFileSync(join(root, EVAL_SETS[name]), "utf8")));
}

export async function seededDirectory(): Promise<{ directory: Directory; close: () => Promise<void> }> {
  const database = await openDatabase({ kind: "pglite-memory" });
  await runMigrations(database);
  await seedDatabase(database.db, {
    siteName: "AlohaBot",
    supportEmail: "support@alohabot.local",
    adminEmail: "admin@alohabot.local",
    adminPassword: "eval-admin-password",
    logger: createLogger("silent"),
  });
  const directory = await loadDirectory(database.db);
  return { directory, close: () => database.close() };
}

export function builtinAnswer(directory: Directory): EvalAnswerFn {
  return (input) => {
    const result = answerBuiltin(directory, input, "AlohaBot");
    return { text: result.text, placeIds: result.places.map((card) => card.place_id) };
  };
}
