import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { detectLanguage } from "./language";

// Probe 7, class 2: short German, French and Spanish messages that are mostly an English place name
// ("Kee Beach en julio?", "Hanalei Bay baden Dezember") were read as English: no notice, and the foreign
// words (the month, "schnorcheln", "reservieren") were not read either.
const JULY = new Date("2027-07-04T19:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("short messages in another language around an English place name", () => {
  it("detects the language", () => {
    const cases: [string, string][] = [
      ["Kann man am Kee Beach schnorcheln?", "de"],
      ["Kee Beach reservieren wie?", "de"],
      ["Kee Beach: Reservierung nötig?", "de"],
      ["Poipu Beach mit Baby?", "de"],
      ["Hanalei Bay baden Dezember", "de"],
      ["Tunnels Beach schnorcheln im Januar?", "de"],
      ["Kee Beach en juillet ?", "fr"],
      ["Poipu Beach avec bébé ?", "fr"],
      ["Kee Beach en julio?", "es"],
      ["Waimea Canyon en enero?", "es"],
      ["Lumahai Beach nadar?", "es"],
      ["Tunnels Beach snorkel janvier", "fr"],
      ["Kalalau Trail Genehmigung?", "de"],
      ["Poipu Beach seguro?", "es"],
      ["Queens Bath peligroso?", "es"],
    ];
    for (const [message, language] of cases) expect(detectLanguage(message), message).toBe(language);
  });

  it("keeps English messages English", () => {
    for (const message of [
      "Kee Beach",
      "Kee Beach in July?",
      "best beach for kids in july",
      "hikes under 3 mi",
      "a beach para ninos near poipu",
      "Hanalei Bay with kids",
      "is Poipu Beach safe for a baby",
    ])
      expect(detectLanguage(message), message).toBe("en");
  });

  it("gives the notice and then the answer the question needs", () => {
    const reservation = ask("Kee Beach: Reservierung nötig?", JULY);
    expect(reservation.text).toMatch(/Englisch/);
    expect(reservation.text).toMatch(/reserv/i);
    expect(ids(reservation)).toContain("kauai-kee-beach");

    const winter = ask("Hanalei Bay baden Dezember", JULY);
    expect(winter.text).toMatch(/Englisch/);
    expect(winter.text).toMatch(/December/);
    expect(winter.text).toMatch(/dangerous/);
    expect(ids(winter)).not.toContain("kauai-hanalei-bay");

    for (const [message, notice] of [
      ["Kee Beach en juillet ?", /anglais/],
      ["Kee Beach en julio?", /inglés/],
    ] as const) {
      const reply = ask(message, new Date("2027-01-10T19:00:00Z"));
      expect(reply.text, message).toMatch(notice);
      expect(reply.text, message).toMatch(/July/);
    }
  });
});
