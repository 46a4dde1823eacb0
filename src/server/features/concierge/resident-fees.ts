// "We live on Oʻahu, do we still pay?" after a state park's fee (session 11, dev16): Hawaiʻi residents do not pay
// the entry and parking fees the places' facts give for non-residents (DLNR, as each place's fee line states it).
import type { DirectoryPlace } from "./directory";
import { RESIDENT } from "./haena-residents";
import type { Question } from "./understand";

const PAY_ASKED =
  /\b(pay|pays|paying|fees?|free|charge|charged|cost|costs|price|discount|kamaaina rate|do we need to pay|still pay)\b/;
const HAENA = /^kauai-(haena-state-park|kee-beach|kalalau-trail|hanakapiai)/;

/** The resident's answer about the place just asked about, or null when this is not that question. */
export function residentFeeReply(q: Question): { text: string; picks: DirectoryPlace[] } | null {
  if (!RESIDENT.test(q.searchText) || !PAY_ASKED.test(q.searchText)) return null;
  const place = q.places[0];
  const fee = place?.entranceFee ?? "";
  if (!place || HAENA.test(place.placeId) || !/\bnon-?residents?\b/i.test(fee)) return null;
  const free = /residents (enter |get in )?free/i.test(fee)
    ? "Hawaiʻi residents get in free with a Hawaiʻi driver license or state ID"
    : "the fee is charged to non-residents only, so bring your Hawaiʻi driver license or state ID";
  return {
    text: `No - at ${place.name} ${free}. What visitors pay there: ${fee}`,
    picks: [place],
  };
}
