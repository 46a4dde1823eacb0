import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Probe 6, classes 7 and 8: "do I need a reservation for Kapaʻa" got the Hāʻena State Park text; "permit to camp at
// Polihale" opened with a drive distance.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask } = conciergeTalk(directory);

describe("reservations and permits asked of a town or a campsite (probe 6, classes 7 and 8)", () => {
  it("says a town needs no reservation, naming where reservations are needed", () => {
    for (const message of [
      "do i need a reservation for kapaa",
      "need a permit to visit hanapepe?",
      "do we need reservations to go to poipu",
    ]) {
      const text = ask(message).text;
      expect(text, message).toMatch(/^No - \S+ is a town/);
      expect(text, message).toMatch(/Hāʻena State Park/);
    }
    // (Hāʻena itself is the place that needs one.)
    expect(ask("do i need a reservation for haena").text).toMatch(/reserve online in advance at gohaena\.com/);
  });

  it("answers a camping permit as a permit, not a drive", () => {
    expect(ask("permit to camp at polihale").text).toMatch(/^Yes - camping at Polihale State Park needs a permit/);
    expect(ask("permit to camp in kekaha?").text).toMatch(/^Camping on Kauaʻi is allowed only at designated/);
    expect(ask("permit to camp in kekaha?").text).not.toMatch(/drive time/);
  });
});

describe("'how long from <town>' after a place was talked about (probe 6, class 6)", () => {
  const { converse } = conciergeTalk(directory);
  it("drives from the town to the place, even after a reply without a list", () => {
    expect(converse(["waimea canyon", "what should i bring", "how long from kapaa"]).last.text).toMatch(
      /^Kapaʻa to Waimea Canyon Lookout is about/,
    );
    expect(
      converse(["is ke'e beach open", "do we need reservations", "how do we get there from kapaa"]).last.text,
    ).toMatch(/^Kapaʻa and Kēʻē Beach|^Kapaʻa to Kēʻē Beach/);
    expect(converse(["tell me about spouting horn", "how far is it from lihue"]).last.text).toMatch(
      /Līhuʻe[^.]*Spouting Horn|Spouting Horn[^.]*Līhuʻe/,
    );
  });
});
