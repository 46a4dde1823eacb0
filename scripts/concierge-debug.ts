// Development aid: prints the built-in engine's reply to development-set cases by id
// (npx tsx scripts/concierge-debug.ts dev3 d3-dir-car-needed ...). Refuses the held-out test set.
import { builtinAnswer, type EvalSetName, readEvalSet, seededDirectory } from "./concierge-eval-setup";

const [setName, ...ids] = process.argv.slice(2);
if (!setName || setName.startsWith("test")) {
  console.error(
    "usage: tsx scripts/concierge-debug.ts dev|dev2|dev3|dev4|dev5|dev6|dev7|dev8|dev9|dev10|dev11|dev12|dev13|dev14|dev15|dev16|dev17|dev18|dev19|dev20|dev21|dev22|dev23|dev24|dev25|dev26|dev27|dev28|dev29|dev30|dev31|dev32 <case id>... (never the test set)",
  );
  process.exit(2);
}
const file = readEvalSet(setName as EvalSetName);
const { directory, close } = await seededDirectory();
const answer = builtinAnswer(directory);
for (const test of file.cases.filter((c) => ids.length === 0 || ids.includes(c.id))) {
  const now = new Date(test.date ?? file.defaultDate);
  const history: { role: "user" | "assistant"; content: string }[] = [];
  console.log(`\n##### ${test.id} [${test.category}] ${JSON.stringify({ cards: test.cards, text: test.text })}`);
  for (const message of test.turns) {
    const reply = answer({ history: [...history], message, now });
    console.log(
      `> ${message}\n${process.env.FULL ? reply.text : reply.text.slice(0, 500)}\n[cards: ${reply.placeIds.join(", ")}]`,
    );
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.text });
  }
}
await close();
