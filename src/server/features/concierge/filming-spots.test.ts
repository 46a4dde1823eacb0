import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Session 13 (dev21, dev24): "jurassic park filming spots but no helicopter" got Kalalau Lookout, the Kalalau Trail
// and Poʻipū Beach; "where was jurassic park filmed" only the helicopter-seen falls. The places whose own records
// say a film was made there answer it (filming-spots.ts).
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);
const VISITABLE_JURASSIC = ["kauai-hanapepe-valley-lookout", "kauai-allerton-garden", "kauai-kipu-ranch"];

describe("film locations", () => {
  it.each([
    "jurassic park filming spots",
    "where was jurassic park filmed",
    "jurassic park spots but no helicopter, way too pricey",
    "jurassic park filming spots but no helicopter, i get airsick",
  ])("%s: the visitable Jurassic Park places, never the helicopter-only falls", (message) => {
    const reply = ask(message, JULY);
    expect(ids(reply).length).toBeGreaterThan(0);
    for (const id of ids(reply)) expect(VISITABLE_JURASSIC).toContain(id);
    expect(reply.text).toMatch(/Manawaiopuna \(Jurassic\) Falls is on private land and seen only from a helicopter/);
  });

  it("says the falls are left out when the visitor won't fly, and offers the tour otherwise", () => {
    expect(ask("jurassic park spots but no helicopter", JULY).text).toMatch(/left out since you'd rather not fly/);
    expect(ask("jurassic park spots but no helicopter", JULY).text).not.toMatch(/Helicopter tours/);
  });

  it("keeps a named falls question and a named place on their own paths", () => {
    expect(ask("where are the jurassic park falls", JULY).text).toMatch(
      /^Manawaiopuna \(Jurassic\) Falls is on private land and seen only/,
    );
    expect(ask("raiders of the lost ark filming locations", JULY).text).toMatch(/Raiders of the Lost Ark was filmed/);
    expect(ids(ask("raiders of the lost ark filming locations", JULY))).not.toContain("kauai-hanapepe-valley-lookout");
  });

  it("keeps a toddler's party rules: no ATV ranch for a 2 year old", () => {
    expect(ids(ask("jurassic park spots we can see with our 2 year old", JULY))).not.toContain("kauai-kipu-ranch");
  });
});
