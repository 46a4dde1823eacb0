import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { openSeededDirectory } from "../../../../tests/setup/seeded-directory";
import { answerBuiltin } from "./builtin-engine";
import type { Directory } from "./directory";

// The built-in concierge's direct answers about one named place (worth, cost, when, how to get there,
// opening hours, difficulty), comparisons, general knowledge and closed places, on the seeded directory.

let database: DatabaseHandle;
let directory: Directory;
const JANUARY = new Date("2026-01-15T18:00:00Z");

beforeAll(async () => {
  ({ database, directory } = await openSeededDirectory());
});
afterAll(async () => {
  await database.close();
});

const ask = (message: string) => answerBuiltin(directory, { history: [], message, now: JANUARY }, "AlohaBot");
const names = (reply: ReturnType<typeof ask>) => reply.places.map((card) => card.name);

describe("answers about a named place", () => {
  it("says whether it is worth it, with the place as the card", () => {
    const reply = ask("is the kalalau lookout worth it");
    expect(reply.text).toMatch(/^Yes - Kalalau Lookout is worth it for most visitors\./);
    expect(reply.text).toContain("⚠️ Safety:");
    expect(names(reply)).toEqual(["Kalalau Lookout"]);
  });

  it("quotes the entrance fee as one sentence", () => {
    const reply = ask("how much does waimea canyon cost to visit");
    expect(reply.text).toMatch(/^Waimea Canyon Lookout: Non-residents: \$5 per person entry/);
    expect(reply.text).not.toContain("..");
    expect(names(reply)).toEqual(["Waimea Canyon Lookout"]);
  });

  it("gives the best time to visit, and the year-round article when asked about the time of year", () => {
    expect(ask("when is the best time to visit hanalei bay").text).toMatch(
      /^Best time for Hanalei Bay: Summer for swimming/,
    );
    const year = ask("what time of year is best for the kalalau lookout").text;
    expect(year).toMatch(/^Best time for Kalalau Lookout: /);
    expect(year).toContain("There is no single best month");
  });

  it("says how to get there, and whether a stroller will cope", () => {
    expect(ask("how do we get to the kalalau lookout").text).toMatch(
      /^Kalalau Lookout is right by the road, at End of Kokee Rd/,
    );
    const stroller = ask("is the spouting horn paved for a stroller");
    expect(stroller.text).toMatch(/^Not really - Spouting Horn Park is not paved or step-free/);
    expect(ask("can we see spouting horn from the car").text).toMatch(
      /^Not from the car - Spouting Horn Park is a short walk from parking/,
    );
  });

  it("rates a hike's difficulty with its length and climb", () => {
    expect(ask("is the sleeping giant trail hard").text).toMatch(
      /^Moderately: Sleeping Giant \(Nounou\) East Trail is rated moderate - about 3\.5 miles round trip with about 1000 ft of climbing\./,
    );
  });

  it("answers opening hours from the place's hours note", () => {
    expect(ask("what are the opening hours of the kilauea lighthouse").text).toMatch(
      /^Kīlauea Point National Wildlife Refuge: Opening days have changed/,
    );
  });

  it("says No to a closed place and offers calm beaches instead, never the closed place", () => {
    const reply = ask("can we visit queens bath");
    const lines = reply.text.split("\n");
    expect(lines[0]).toBe("No.");
    expect(lines[1]).toMatch(/^Queen's Bath \(Princeville\) is .*temporarily closed, so it isn't a place to visit/);
    expect(reply.text).toContain("Its water is also dangerous in January: do not swim there.");
    expect(reply.text).toContain("Instead, try:");
    expect(reply.places.length).toBeGreaterThan(0);
    expect(names(reply)).not.toContain("Queen's Bath (Princeville)");
    expect(reply.text).toMatch(/usually calm water in January/);
  });
});

describe("comparisons and general questions", () => {
  it("compares two places that both fit, with both as cards", () => {
    const reply = ask("poipu beach or tunnels beach, which is better?");
    expect(reply.text).toMatch(/^Both are good; they suit different days:/);
    expect(reply.text).toContain("**Poʻipū Beach Park** (South Shore)");
    expect(reply.text).toContain("**Tunnels Beach (Mākua)** (North Shore)");
    expect(names(reply)).toEqual(["Poʻipū Beach Park", "Tunnels Beach (Mākua)"]);
  });

  it("answers a wildlife question from the knowledge base with a place to watch from", () => {
    const whales = ask("when can we see whales");
    expect(whales.text).toMatch(/^North Pacific humpback whales/);
    expect(whales.text).toContain("December through April");
    expect(names(whales)).toEqual(["Kīlauea Point National Wildlife Refuge"]);
    const turtles = ask("tell me about turtles");
    expect(turtles.text).toContain("at least 10 feet");
    expect(turtles.places).toEqual([]);
  });

  it("answers a packing question and suggests a hike that fits", () => {
    const reply = ask("what should we pack for hiking");
    expect(reply.text).toMatch(/^Pack light, quick-drying clothes/);
    expect(reply.places.length).toBeGreaterThan(0);
    expect(reply.places.every((card) => directory.byId.get(card.place_id)?.category === "Trail")).toBe(true);
  });
});
