import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 11 (dev14): a pregnant visitor asking about the water is sent to her doctor too; "tours with a guide
// talking aren't great" (hearing loss) rules out guided-only places; "nothing that needs a reservation".
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask, ids } = conciergeTalk(directory);

describe("pregnancy and the water", () => {
  it.each([
    "6 months pregnant - is snorkeling inside the lydgate pools ok in july?",
    "im 30 weeks pregnant, can i swim at poipu beach in august",
    "my wife is expecting a baby in march, is the kayak up the wailua river ok for her?",
    "pregnant wife, beach with shade and calm water",
  ])("%s", (message) => {
    expect(q(message, JULY).party.pregnant).toBe(true);
    expect(ask(message, JULY).text).toMatch(/\bdoctor\b/);
  });

  it("an expected baby is not a toddler", () => {
    expect(q("my wife is expecting a baby in march, is the kayak ok").party.toddler).toBe(false);
    expect(q("we have a baby, is the kayak ok").party.toddler).toBe(true);
  });
});

describe("hearing loss: guided talk is not for them", () => {
  it.each([
    [
      "my friend is deaf so tours with a guide talking arent great for her. rainy day near lihue, something to look at/read?",
      "kauai-grove-farm-museum",
    ],
    ["hard of hearing, can't follow the guide on tours - museums near lihue?", "kauai-grove-farm-museum"],
  ])("%s", (message, guidedOnly) => {
    const reply = ask(message, JANUARY);
    expect(ids(reply)).not.toContain(guidedOnly);
    expect(reply.places.length).toBeGreaterThan(0);
  });
});

describe("nothing that needs a reservation", () => {
  it.each([
    "spontaneous north shore day tomorrow, we don't want anything that needs a reservation",
    "north shore ideas in march, nothing that requires a permit or booking please",
    "heading to the north shore saturday, skip anything which needs reservations",
  ])("%s", (message) => {
    expect(q(message, JULY).constraints.noReservation).toBe(true);
    const reply = ask(message, JULY);
    for (const id of ["kauai-kee-beach", "kauai-haena-state-park", "kauai-kilauea-point", "kauai-limahuli-garden"])
      expect(ids(reply)).not.toContain(id);
    expect(reply.places.length).toBeGreaterThan(0);
  });
});
