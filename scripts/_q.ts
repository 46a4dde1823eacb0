import { understand } from "@/server/features/concierge/understand";
import { answerBuiltin } from "@/server/features/concierge/builtin-engine";
import { seededDirectory } from "./concierge-eval-setup";
const { directory, close } = await seededDirectory();
const turns = process.argv.slice(2);
const h: { role: "user" | "assistant"; content: string }[] = [];
const now = new Date("2026-01-15T18:00:00Z");
for (const t of turns) {
  const q = understand(t, h, directory, now);
  const a = answerBuiltin(directory, { history: h, message: t, now }, "AlohaBot");
  console.log(JSON.stringify({ ...q, places: q.places.map((p) => p.placeId) }));
  console.log(a.text.slice(0, 600), "\nCARDS", a.places.map((p) => p.place_id));
  h.push({ role: "user", content: t }, { role: "assistant", content: a.text });
}
await close();
