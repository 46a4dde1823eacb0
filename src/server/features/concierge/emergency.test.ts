import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { emergencyAnswer } from "./emergency";

// The fourth blind probe (session 8): emergencies in progress got beach cards, "usually calm" verdicts or an
// off-topic refusal; not one reply said "call 911".
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("an emergency in progress", () => {
  it("leads with 911 and shows no place, for water, medical and missing-person emergencies", () => {
    for (const message of [
      "EMERGENCY my friend is drowning at lydgate",
      "someone just got pulled out by the current at poipu",
      "no lifeguard at anini and someone is yelling for help",
      "my daughter got swept off the rocks at spouting horn",
      "my husband has chest pain, nearest ER from lihue",
      "should i call 911 or the lifeguard, kid cut his head on the rocks at salt pond",
      "my kid is missing at poipu beach",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^Call 911 now/);
      expect(ids(reply), message).toEqual([]);
    }
    expect(ask("EMERGENCY my friend is drowning at lydgate").text).toMatch(/throw the person something that floats/);
    expect(ask("my husband has chest pain").text).toMatch(/Wilcox Medical Center in Līhuʻe/);
  });

  it("sends people to high ground for a flood or a tsunami, and never across the water", () => {
    const stream = ask("stream is rising on the hanakapiai trail and we're on the other side");
    expect(stream.text).toMatch(/^Do not cross.*wait on high ground/);
    expect(ids(stream)).toEqual([]);
    expect(ask("water is running over the one lane bridge on the way to hanalei, can we drive through").text).toMatch(
      /turn around/,
    );
    const tsunami = ask("we hear tsunami sirens, we're on the beach at hanalei bay");
    expect(tsunami.text).toMatch(/^Get out of the water and leave the beach/);
    expect(ids(tsunami)).toEqual([]);
  });

  it("gives the number when asked, and says it in the visitor's language first", () => {
    expect(ask("is there an emergency number on kauai").text).toMatch(/^In an emergency call 911/);
    expect(ask("急救电话是多少？我在考爱岛").text).toMatch(/^紧急情况请立即拨打911。/);
    expect(ask("Notfall! Mein Kind ertrinkt in Poipu").text).toMatch(/Call 911 now/);
    expect(ask("¡Ayuda! a mi hijo le picó una medusa en Poipu").text).toMatch(/^Emergencia: llame al 911 ahora\./);
  });

  it("leaves questions about safety that are not emergencies to the usual answers", () => {
    for (const message of [
      "what to do if caught in a rip current",
      "how do we avoid heat stroke on the kalalau trail",
      "is hanalei bay safe for kids in december",
      "help me plan 3 days on the north shore",
      "is the stream crossing dangerous after rain",
      "which hotel is closest to the hospital in lihue",
    ])
      expect(emergencyAnswer(message, "en"), message).toBeNull();
  });
});
