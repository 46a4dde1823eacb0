// "What happens if I just park on the highway near Hāʻena?", "can we park on the side of the road at Kēʻē?" (session
// 11, dev18): the answer is the no-parking rule and its fine, as the haena-shuttle-and-parking article states it
// (gohaena.com; The Garden Island, 2019), then the legal ways in.
import type { DirectoryPlace } from "./directory";
import type { KnowledgeBase } from "./knowledge-base";
import type { Question } from "./understand";

const ROADSIDE =
  /\b(park|parking|parked|pull over|pull off|leave (the |our |my )?car)\b(?: \w+){0,5} (on|along|by|at) (the )?(side of the road|roadside|road ?side|highway|hwy|road|shoulder|street|kuhio)\b|\b(roadside|highway|shoulder) parking\b/;
const HAENA = /\b(haena|kee|kalalau|hanakapiai|tunnels|makana|ke e|end of the road)\b/;

export function roadsideParkingReply(q: Question, kb: KnowledgeBase): { text: string; picks: DirectoryPlace[] } | null {
  if (!ROADSIDE.test(q.searchText) || !HAENA.test(q.searchText)) return null;
  const body = kb.byId.get("haena-shuttle-and-parking")?.body;
  const rule = body?.split(/(?<=\.)\s+/).find((sentence) => /\$235/.test(sentence));
  if (!body || !rule) return null;
  return {
    text: `Don't: ${rule} Visitors without a Hawaiʻi ID need a Hāʻena State Park reservation (parking by time slot, or a shuttle seat that includes entry) booked at gohaena.com.\n\n${body}`,
    picks: [],
  };
}
