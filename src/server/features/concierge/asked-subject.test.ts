import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fifth blind probe's class 10 (round 11): a word pulled the wrong answer - "how much time for X" got a
// drive time, "is Puka Dog open" a pet answer, "what to wear to dinner" the opening hours.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask } = conciergeTalk(directory);
const at = (iso: string) => new Date(`${iso}T19:00:00Z`);

describe("the subject asked, not a word that looks like another", () => {
  it.each([
    "how much time for the kilauea lighthouse",
    "how many hours for waimea canyon",
    "how much time at spouting horn",
  ])("visit length: %s", (message) => {
    expect(ask(message, at("2027-09-10")).text).not.toMatch(/by car without traffic/);
  });

  it("a word of a place's own name is not the question's subject", () => {
    expect(ask("is puka dog open", at("2027-03-15")).text).not.toMatch(/^About dogs/);
    expect(ask("are dogs ok at larsens beach").text).toMatch(/^About dogs at Larsen's Beach/);
  });

  it.each([
    "what to wear to dinner at merrimans",
    "is there a dress code at the beach house restaurant",
    "do i need to dress up for dinner in poipu",
  ])("what to wear: %s", (message) => {
    expect(ask(message, at("2027-03-15")).text).toMatch(/^Dining is casual almost everywhere/);
  });

  it("'worth it if it's rainy' is answered by the place's own weather note", () => {
    for (const message of [
      "is the helicopter worth it if it's rainy",
      "is the helicopter tour worth it when it's cloudy",
    ])
      expect(ask(message, at("2027-01-20")).text, message).toMatch(/^Not in bad weather - .*cancelled in bad weather/);
    expect(ask("is the helicopter tour worth it", at("2027-01-20")).text).toMatch(/^Yes - /);
  });

  it.each([
    "how to see the napali coast",
    "best way to see na pali with kids",
    "what are the ways to see the na pali coast",
  ])("the ways to see Nā Pali, not the camping permit: %s", (message) => {
    const reply = ask(message, at("2027-01-10"));
    expect(reply.text).toMatch(/^There is no road along the Nā Pali coast/);
    expect(reply.text).toMatch(/From the road: Kalalau Lookout/);
    expect(reply.text).not.toMatch(/Awaʻawapuhi|Kalalau Beach/);
  });
});
