import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The sixth blind probe, class 3: "can I take / bring a toddler to <a trail or a beach>" was answered from the
// difficulty rating alone ("Yes, for most reasonably fit walkers" for the Canyon Trail and Sleeping Giant, both
// toddlers: false in the places data), and "larsens beach with small kids doable?" got a "No" for the water
// followed by "Yes, for most reasonably fit walkers".

const AUGUST = new Date("2027-08-15T19:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask } = conciergeTalk(directory);

describe("a party on a named trail or beach (probe 6, class 3)", () => {
  it("says no for a toddler where the place's facts do not rate it for toddlers, with why", () => {
    for (const message of [
      "can we bring our toddler to canyon trail",
      "can i take a 2yo to sleeping giant",
      "is kuilau ridge doable with a 3 year old",
      "can we take the baby in a carrier up the okolehao trail?",
      "could we bring our 18 month old to hanakapiai falls",
      "can i take a 2yo to secret beach in july",
      "is mahaulepu trail ok to take a toddler on?",
    ]) {
      const text = ask(message, AUGUST).text;
      expect(text, message).not.toMatch(/Yes, for most reasonably fit walkers|Only if you are fit and prepared/);
      expect(text, message).toMatch(/\b(No|Not)\b[^.]*toddler/);
    }
  });

  it("says no for children where the facts rule children out, and keeps one clear no for rough water", () => {
    for (const message of [
      "can our 6 and 8 year old do hoopii falls",
      "can our 6 and 8 year old do sleeping giant",
      "is the canyon trail doable with a 7 year old",
    ]) {
      const text = ask(message, AUGUST).text;
      expect(text, message).not.toMatch(/Yes, for most reasonably fit walkers/);
      expect(text, message).toMatch(/^No - not with children/);
    }
    for (const message of ["larsens beach with small kids doable?", "waikoko with small kids doable?"]) {
      const text = ask(message, new Date("2027-03-15T19:00:00Z")).text;
      expect(text, message).toMatch(/^No\b/);
      expect(text, message).not.toMatch(/\bYes\b/);
    }
  });

  it("still says yes where the facts rate the place for the party", () => {
    for (const message of [
      "can i take a 2yo to wailua falls",
      "can we bring our toddler to spouting horn",
      "can our 6 and 8 year old do kilauea point",
    ]) {
      const text = ask(message, JULY).text;
      expect(text, message).toMatch(/^Yes\b/);
    }
    expect(ask("is the canyon trail doable for us, we're reasonably fit", JANUARY).text).toMatch(
      /^Yes, for most reasonably fit walkers/,
    );
  });
});
