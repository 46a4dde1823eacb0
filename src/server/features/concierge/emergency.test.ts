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
      // (The fourth probe's final findings: other emergencies.)
      "my son is having an asthma attack at the beach",
      "my husband hurt his neck in the shore break at brennecke",
      "my mom fainted at the lookout",
      "someone is in trouble in the water at hanalei",
      "my friend got a shark bite at tunnels",
      "we had a car accident near kapaa",
      "we're lost on the kalalau trail and it's getting dark",
      "no signal and my wife is hurt on the trail",
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
      "is the kalalau trail easy to get lost on",
      "how do i avoid shark bites",
    ])
      expect(emergencyAnswer(message, "en"), message).toBeNull();
  });
});

// Round 11 (the fifth blind probe's class 1): emergencies worded otherwise.
describe("emergencies worded otherwise", () => {
  it.each([
    ["husband got slammed by a wave at brennecke and now he cant feel his arm", /^Call 911 now/],
    ["dad went under at poipu and can't move his legs", /^Call 911 now/],
    ["my son cut his foot on the reef at anini and its bleeding alot what do i do", /^Call 911 now/],
    ["kid stepped on glass at glass beach and its bleeding", /^Call 911 now/],
    ["my brother was stung by something in the water at anini and his face is swelling", /^Call 911 now/],
    ["her lips are swelling after eating at the luau", /^Call 911 now/],
    ["i think my kid has a broken arm, we're in waimea", /Kauai Veterans Memorial Hospital in Waimea/],
    [
      "our friend went hiking on the kalalau trail and hasnt come back and its getting dark",
      /^Call 911 now: say which trail/,
    ],
    ["my husband didn't come back from his hike at kokee, it's 7pm", /^Call 911 now: say which trail/],
    ["we're stuck, the stream on the kalalau trail is rising and we're on the far side", /^Do not cross/],
    ["Hilfe, mein Mann ist beim Wandern gestürzt und blutet", /^Notfall: Rufen Sie jetzt 911 an\./],
  ])("%s", (message, lead) => {
    const reply = ask(message);
    expect(reply.text).toMatch(lead);
    expect(ids(reply)).toEqual([]);
  });

  it("leaves ordinary questions alone", () => {
    for (const message of [
      "what to do about a reef cut",
      "is the kalalau trail stream crossing safe after rain",
      "when is the best time to come back to kauai",
      "can we feel the spray at spouting horn",
    ])
      expect(emergencyAnswer(message, "en"), message).toBeNull();
  });
});
