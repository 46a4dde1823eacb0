import { conciergeContext } from "@/server/features/concierge/builtin-engine";
import { seededDirectory } from "./concierge-eval-setup";
const { directory, close } = await seededDirectory();
const ctx = conciergeContext(directory);
for (const q of ["where are the rainbow eucalyptus trees","who won the super bowl last year","write a python script that scrapes airbnb listings","where do i get the hula pie","where can we try kalua pig","what is the capital of france","recommend a good italian restaurant in san francisco", "tell me a joke", "spouting horn", "any good poke"]) {
  const h = ctx.index.search(q, { kind: "place" }).slice(0, 2);
  console.log(q, "=>", h.map((x) => `${x.id} ${x.score.toFixed(1)}`).join(" | "));
}
await close();
