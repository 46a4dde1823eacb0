// Development aid for blind probes: asks the built-in engine whole conversations from a JSON file and
// prints every reply with its cards, without showing any engine code. The file holds an array of
// conversations, each either an array of visitor turns or { "now": ISO date, "turns": [...] }; NOW in the
// environment is the default date (else the current time).
//   npx tsx scripts/concierge-ask.ts conversations.json > replies.out
import { readFileSync } from "node:fs";
import { z } from "@/shared/schemas/zod";
import { builtinAnswer, seededDirectory } from "./concierge-eval-setup";

const conversationSchema = z.union([
  z.array(z.string().min(1)).min(1),
  z.object({ now: z.string().optional(), turns: z.array(z.string().min(1)).min(1) }),
]);
const fileSchema = z.array(conversationSchema);

const path = process.argv[2];
if (!path) {
  console.error("usage: tsx scripts/concierge-ask.ts <conversations.json>  (NOW=2027-01-20T19:00:00Z optional)");
  process.exit(2);
}
const parsed = fileSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
if (!parsed.success) {
  console.error(
    `${path}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
  );
  process.exit(2);
}
const defaultNow = process.env.NOW ?? new Date().toISOString();
const { directory, close } = await seededDirectory();
const answer = builtinAnswer(directory);
parsed.data.forEach((conversation, index) => {
  const turns = Array.isArray(conversation) ? conversation : conversation.turns;
  const nowText = (Array.isArray(conversation) ? undefined : conversation.now) ?? defaultNow;
  const now = new Date(nowText);
  const history: { role: "user" | "assistant"; content: string }[] = [];
  console.log(`\n##### ${index + 1} [now ${now.toISOString()}]`);
  for (const message of turns) {
    const reply = answer({ history: [...history], message, now });
    console.log(`> ${message}\n${reply.text}\n[cards: ${reply.placeIds.join(", ")}]`);
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.text });
  }
});
await close();
