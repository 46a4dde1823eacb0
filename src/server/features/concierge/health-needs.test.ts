import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { healthNeedOf } from "./health-needs";

// Round 10 (the fourth blind probe's class 3): "grandpa has a pacemaker, is a helicopter tour ok" got "fine for
// most visitors who take care, including older travellers"; "hard of hearing, any tours with captions" got three
// tours as if they fitted; "low vision, want to hear the ocean, somewhere safe" got the rip-current article and
// swim beaches. (Pregnancy: pregnancy.test.ts.)
const DECEMBER = new Date("2026-12-28T20:00:00Z");
const APRIL = new Date("2027-04-05T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("reading a health need", () => {
  it("names devices, conditions, senses, service animals and allergies, and not look-alike words", () => {
    expect(healthNeedOf("my dad uses oxygen")?.need).toBe("device");
    expect(healthNeedOf("husband has sleep apnea and a cpap")?.words).toBe("a CPAP machine");
    expect(healthNeedOf("my son has an insulin pump")?.words).toBe("diabetes");
    expect(healthNeedOf("HARD OF HEARING")?.need).toBe("hearing");
    expect(healthNeedOf("my mom is legally blind")?.need).toBe("sight");
    expect(healthNeedOf("we travel with a guide dog")?.need).toBe("service-animal");
    expect(healthNeedOf("shellfish allergy")?.need).toBe("allergy");
    expect(healthNeedOf("is there a blind curve on the road to polihale")).toBeNull();
    expect(healthNeedOf("best beach for kids")).toBeNull();
  });
});

describe("a medical device or condition", () => {
  it("is never 'fine for most visitors': the doctor and the operator first", () => {
    for (const message of [
      "grandpa has a pacemaker, is a helicopter tour ok",
      "my wife has a heart condition, is the zipline ok",
      "my son has an insulin pump, is the napali boat tour ok",
      "dad is on oxygen, can he do the helicopter ride",
    ]) {
      const text = ask(message, DECEMBER).text;
      expect(text, message).toMatch(
        /^With .+: our directory holds no medical advice or operator rules, so check with the doctor first, and ask the operator/,
      );
      expect(text, message).not.toMatch(
        /fine for most visitors|including older travellers|verified information on that/,
      );
    }
  });

  it("adds what the data holds: the altitude at Kōkeʻe, a trail's water and signal, no power at campsites", () => {
    const kokee = ask("my dad uses oxygen, can he go up to kokee", APRIL).text;
    expect(kokee).toMatch(/about 4,000 feet up/);
    expect(kokee).toMatch(/much cooler/);
    const hike = ask("my daughter is type 1 diabetic, anything to know for hiking to hanakapiai falls", APRIL).text;
    expect(hike).toMatch(/no drinking water and no cell coverage/);
    expect(ask("my husband uses a cpap, can we camp at polihale").text).toMatch(
      /doesn't record electricity at campsites/,
    );
  });
});

describe("hearing and sight loss", () => {
  it("says captions and sign language are not recorded, and a tour is not 'fine'", () => {
    for (const message of [
      "hard of hearing, any tours with captions or written info",
      "sign language tour",
      "deaf traveler, is the boat tour ok",
    ]) {
      const text = ask(message, APRIL).text;
      expect(text, message).toMatch(
        /^Our directory doesn't record captions, written guides or sign-language interpretation/,
      );
      expect(text, message).not.toMatch(/fine for most visitors/);
    }
  });

  it("offers places of sound, scent and touch on easy footing, never a swim beach", () => {
    for (const message of [
      "my mom is legally blind, what can she enjoy on kauai",
      "low vision, want to hear the ocean, somewhere safe",
      "visually impaired friend, what would she like",
    ]) {
      const reply = ask(message, APRIL);
      expect(reply.text, message).toMatch(/^Our directory doesn't record audio description or touch tours/);
      expect(ids(reply).length, message).toBeGreaterThan(0);
      for (const id of ids(reply)) {
        const place = directory().byId.get(id);
        expect(place?.category, `${message}: ${id}`).not.toBe("Beach");
        expect(place?.difficultyLevel ?? "Easy", `${message}: ${id}`).not.toMatch(/moderate|challenging/i);
      }
    }
    expect(ids(ask("low vision, want to hear the ocean, somewhere safe", APRIL))).toContain("kauai-spouting-horn");
  });
});

describe("service animals and allergies", () => {
  it("says service-animal rules are not recorded, with no trail cards", () => {
    for (const message of [
      "we have a service dog, can he come on the trail",
      "is my guide dog allowed on the boat tour",
      "emotional support animal at the beach ok?",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^I don't have verified information about where service animals may go/);
      expect(ids(reply), message).toEqual([]);
    }
  });

  it("says allergens are not recorded instead of an unrelated safety article", () => {
    for (const message of [
      "peanut allergy, is the luau ok",
      "shellfish allergy, is poke safe",
      "nut allergy - safe to eat at a luau?",
    ]) {
      const reply = ask(message, DECEMBER);
      expect(reply.text, message).toMatch(/^Our directory holds no menus or allergen information/);
      expect(reply.text, message).not.toMatch(/lifeguard towers|County of Kauaʻi/);
    }
    // (A food list keeps its own diet line.)
    expect(ask("gluten free dinner in kapaa").text).toMatch(/does not record which places have gluten-free menus/);
  });
});
