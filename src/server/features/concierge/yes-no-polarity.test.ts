import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The first word of a yes/no answer must agree with the sentence after it (a second blind probe in
// session 7 found "Yes - Kēʻē Beach needs a reservation" to "can we go without one?").
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, converse } = conciergeTalk(directory);

describe("a yes or a no that agrees with the rest of the answer (the second blind probe, class E)", () => {
  it("going without a reservation where one is needed is a no", () => {
    for (const message of [
      "can we go to kee beach without a reservation",
      "can we just show up at the smiths luau",
      "is the grove farm museum open for walk ins",
      "can i visit limahuli without booking",
    ])
      expect(ask(message).text, message).toMatch(/^No - .* needs a reservation/);
    expect(ask("do we need a reservation for kee beach").text).toMatch(/^Yes - Kēʻē Beach needs a reservation/);
    // (The walk-in question does not carry into the next one: "do we need to book?" is a yes again.)
    const { last } = converse(["can we just walk in at kee beach?", "do we need to book?"]);
    expect(last.text).toMatch(/^Yes - Kēʻē Beach needs a reservation/);
    // ("Can we go in?" at a place that needs no booking is never a bare "Yes" that reads as "swim".)
    expect(ask("lydgate, can we go in?").text).not.toMatch(/^Yes - No permit/);
  });

  it("'easy?' is answered yes when the trail is rated easy, and a price question gets no yes at all", () => {
    expect(ask("the stone dam trail in kilauea, easy?").text).toMatch(/^Yes, it's easy/);
    expect(ask("is the kalalau trail hard").text).toMatch(/^Yes, it's hard/);
    expect(ask("cost of the haena state park reservation").text).not.toMatch(/^(Yes|No) - /);
  });

  it("never says no permit is needed to camp where the directory knows nothing of camping", () => {
    const text = ask("permit for camping at anini").text;
    expect(text).not.toMatch(/No permit/);
    expect(text).toMatch(/permit booked in advance/);
  });
});
