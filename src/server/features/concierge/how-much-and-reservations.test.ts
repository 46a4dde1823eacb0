import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fourth blind probe, class 9 (tuning round 10): "how much" / "reservation needed?" / yes-no questions did not
// lead with the amount or the right yes/no although the data had it.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask } = conciergeTalk(directory);

describe("how much: the amount leads", () => {
  it("Hāʻena parking, asked by the town, the beach or the park", () => {
    for (const message of [
      "how much is parking at haena",
      "what does it cost to park at kee beach",
      "whats the price of parking at haena state park",
    ]) {
      const text = ask(message).text;
      expect(text.split("\n")[0], message).toMatch(/\$10 per slot plus \$5 per person/);
    }
  });

  it("the Kalalau camping permit, however the camping is worded", () => {
    for (const message of [
      "how much is the kalalau camping permit",
      "how much to camp at kalalau",
      "what does a permit to camp on the kalalau trail cost",
    ]) {
      const first = ask(message).text.split("\n")[0] as string;
      expect(first, message).toMatch(/\$35 per person per night for non-residents/);
    }
  });

  it("a fine only when a fine is asked about; no amount invented where none is recorded", () => {
    expect(ask("how much is the fine for parking on the highway near haena").text.split("\n")[0]).toMatch(/\$235/);
    expect(ask("how much is parking at haena").text).not.toMatch(/^What it costs: Do not park/);
    // (No shuttle fare is recorded: no amount leads.)
    expect(ask("how much is the shuttle to haena").text).not.toMatch(/^What it costs/);
  });
});

describe("reservations: the recorded note, or that none is recorded", () => {
  it("a restaurant with nothing recorded is unknown, never 'no reservation needed'", () => {
    for (const message of [
      "does bar acuda take reservations",
      "is a reservation needed for hamura saimin",
      "do we need to book bar acuda ahead",
    ]) {
      const text = ask(message).text;
      expect(text, message).toMatch(/doesn't record whether .* takes or needs reservations/);
      expect(text, message).not.toMatch(/No permit or reservation is needed/);
    }
  });

  it("a table asked about gets the reservation note, not a permit nobody asked about", () => {
    for (const message of [
      "do we need a reservation at merrimans",
      "merrimans poipu - should we reserve a table?",
      "book me a table at merrimans for 7pm",
    ]) {
      const text = ask(message).text;
      expect(text, message).toMatch(/Reservations recommended for dinner/);
      expect(text, message).not.toMatch(/No permit is needed/);
    }
    expect(ask("book me a table at merrimans for 7pm").text).toMatch(/^I can't make bookings/);
  });

  it("a list asked 'reservation needed?' answers it place by place", () => {
    for (const message of [
      "sunset dinner tonight poipu, reservation needed?",
      "dinner in poipu - do we need reservations",
      "where to eat dinner in poipu, is booking ahead needed",
    ]) {
      const text = ask(message).text;
      // (Round 11: a one-line yes/no may come first - "Recommended - most of these suggest booking ahead.")
      expect(text, message).toMatch(/^(?:(?:Recommended|Yes at)[^\n]*\n)?Reservations, place by place:\n- /);
    }
  });

  it("a beach still needs no permit", () => {
    expect(ask("do we need a permit for poipu beach").text).toMatch(/^No permit or reservation is needed/);
  });
});

describe("yes/no and which-month questions the data answers", () => {
  it("the driest and the wettest month from the Līhuʻe figures", () => {
    for (const message of [
      "which month has the least rain",
      "what's the driest month on kauai",
      "driest time of year?",
    ])
      expect(ask(message).text, message).toMatch(/^The driest month at Līhuʻe is June, with about 1\.6 inches/);
    expect(ask("which month has the most rain").text).toMatch(/^The wettest month at Līhuʻe is December/);
  });

  it("'too cold to swim?' is a no, 'warm enough?' still a yes", () => {
    for (const message of [
      "is it too cold to swim in december",
      "will the water be too cold for snorkeling in january",
      "is the ocean freezing in february",
    ])
      expect(ask(message).text, message).toMatch(/^No - it isn't too cold\. The sea around Kauaʻi is warm enough/);
    expect(ask("is the ocean warm enough to swim in december").text).toMatch(/^Yes - the sea around Kauaʻi/);
  });
});

describe("a month judged by its rain", () => {
  it("gets that month's rain from the Līhuʻe figures, not a list of ideas", () => {
    for (const [message, line] of [
      [
        "is may a good month? we want to avoid rain",
        /^May is warm on Kauaʻi: .* around 2\.1 inches of rain - one of the drier months/,
      ],
      ["is june a good time? we'd like to miss the rain", /^June is warm on Kauaʻi: .* one of the drier months/],
      ["is october rainy on kauai", /^October is warm on Kauaʻi: .* one of the wetter months/],
    ] as const)
      expect(ask(message).text, message).toMatch(line);
  });
});
