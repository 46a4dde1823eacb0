// npx tsx scripts/concierge-replies.ts OUT.jsonl - writes the built-in engine's reply (text and cards) to every
// turn of every development set, asked in November and in July, one JSON line each. For changes that must not
// change any answer (speed work, refactors): write the file before and after, then `cmp` the two. Development
// sets only: the held-out test sets are never printed.
import { writeFileSync } from "node:fs";
import { answerBuiltin } from "@/server/features/concierge/builtin-engine";
import { EVAL_SETS, type EvalSetName, readEvalSet, seededDirectory } from "./concierge-eval-setup";

const out = process.argv[2];
if (!out) throw new Error("usage: tsx scripts/concierge-replies.ts OUT.jsonl");
const { directory, close } = await seededDirectory();
const lines: string[] = [];
const devSets = (Object.keys(EVAL_SETS) as EvalSetName[]).filter((name) => name.startsWith("dev"));
for (const name of devSets) {
  for (const c of readEvalSet(name).cases) {
    for (const iso of ["2026-11-24T20:00:00Z", "2027-07-10T02:00:00Z"]) {
      const now = new Date(iso);
      const history: { role: "user" | "assistant"; content: string }[] = [];
      for (const message of c.turns) {
        const reply = answerBuiltin(directory, { history: [...history], message, now }, "AlohaBot");
        history.push({ role: "user", content: message }, { role: "assistant", content: reply.text });
        const cards = reply.places.map((card) => card.place_id);
        lines.push(JSON.stringify({ id: c.id, at: iso, message, text: reply.text, cards }));
      }
    }
  }
}
writeFileSync(out, `${lines.join("\n")}\n`);
console.log(`${lines.length} replies from ${devSets.length} development sets written to ${out}`);
await close();
