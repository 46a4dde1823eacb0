// Development-set debugging only (never the test set).
import { runConciergeEval } from "@/server/features/concierge/eval";
import { builtinAnswer, readEvalSet, seededDirectory } from "./concierge-eval-setup";
const { directory, close } = await seededDirectory();
const file = readEvalSet((process.env.SET as "dev" | "dev2" | "dev3") ?? "dev");
const answer = builtinAnswer(directory);
const result = runConciergeEval(directory, file, answer);
const only = process.argv[2];
for (const miss of result.misses) {
  if (only && !miss.id.includes(only) && miss.category !== only) continue;
  const c = file.cases.find((x) => x.id === miss.id)!;
  console.log(`\n### ${miss.id} [${miss.category}] ${c.date ?? ""}\n> ${c.turns.join("\n> ")}\nMISS: ${miss.reasons.join("; ")}\nCARDS: ${miss.recommended.join(", ")}`);
  if (process.argv.includes("--text")) {
    const h: { role: "user" | "assistant"; content: string }[] = [];
    let last = "";
    for (const t of c.turns) { last = answer({ history: [...h], message: t, now: new Date(c.date ?? file.defaultDate) }).text; h.push({ role: "user", content: t }, { role: "assistant", content: last }); }
    console.log(last.slice(0, 700));
  }
}
console.log(`\n${result.good}/${result.total}`);
await close();
