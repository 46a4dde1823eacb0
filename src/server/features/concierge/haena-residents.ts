// A Hawaiʻi resident asking about the Hāʻena State Park reservation (session 10, dev15): the answer is the exemption,
// as the haena-state-park-reservations and haena-shuttle-and-parking articles state it (gohaena.com).

export const RESIDENT =
  /\b(?:were|im) from (?:oahu|maui|the big island|big island|hawaii island|molokai|lanai|hawaii|honolulu|hilo|kona)\b|\b(hawaii|hi) (driver s |drivers |driving )?(license|licence|licenses|id|ids|state id|resident|residents)\b|\bkamaaina\b|\b(we|i|she|he|they|cousin|friend|family|parents|mom|dad|sister|brother) (live|lives|living|re from|are from|m from|am from|is from|s from) (on |in )?(oahu|maui|the big island|big island|hawaii island|molokai|lanai|kauai|hawaii|honolulu|hilo|kona)\b|\b(we re|we are|i m|i am|she s|she is|he s|he is|they re|they are) (a )?(hawaii |local )?residents?\b/;
const HAENA = /\b(haena|kee|kalalau|hanakapiai)\b/;

/** "No - residents enter free" when a Hawaiʻi resident asks about the Hāʻena reservation; null otherwise. */
export function haenaResidentLead(text: string, placeId: string | undefined): string | null {
  if (!RESIDENT.test(text)) return null;
  if (!HAENA.test(text) && !/haena|kee-beach/.test(placeId ?? "")) return null;
  if (/\b(camp|camping|campsite|overnight|past hanakapiai|all the way)\b/.test(text)) return null;
  return "No - with a Hawaiʻi driver license or state ID, no advance reservation is needed: Hawaiʻi residents enter Hāʻena State Park free (bring the ID), and 30 of the park lot's 100 stalls are kept for residents. Visitors without a Hawaiʻi ID must reserve at gohaena.com. Camping or hiking past Hanakāpīʻai still needs a state camping permit.";
}
