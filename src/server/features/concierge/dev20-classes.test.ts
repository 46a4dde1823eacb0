import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Session 12: classes found by the blind development sets dev20 to dev23 (written to the held-out writers' briefs,
// scored before any fix for them) and by probes 8 and 9, each tried in words the sets do not use.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids, q, converse } = conciergeTalk(directory);
const JULY = new Date("2027-07-20T19:00:00Z");

describe("a change of plan in a follow-up (probe 8)", () => {
  it("keeps the beach and the child when they drive to another shore", () => {
    const { last } = converse(["beach for our 3yo near poipu, january", "oh and we're heading up to hanalei tomorrow"]);
    for (const id of ids(last)) expect(directory().byId.get(id)?.region, id).not.toBe("North Shore");
    expect(last.text).toMatch(/not safe|isn't safe|dangerous|couldn't find/i);
  });
  it("starts a drive from where they said they are", () => {
    const { last } = converse(["we're at spouting horn right now", "how long from here to kee?"]);
    expect(last.text).toMatch(/^Spouting Horn Park to Kēʻē Beach is about/);
    expect(ids(last)).toContain("kauai-kee-beach");
  });
});

describe("constraints in other words (probes 8 and 9, dev20, dev21)", () => {
  it("reads 'not hikers' as no hiking", () => {
    expect(q("we're not really hikers, what's in kokee").constraints.noHike).toBe(true);
    for (const id of ids(ask("we're not really hikers, what's in kokee")))
      expect(directory().byId.get(id)?.category, id).not.toBe("Trail");
  });
  it("reads 'a couple miles' as a distance and keeps the children", () => {
    const asked = q("short trails for a 5 and 8 year old, a couple miles max");
    expect(asked.party.kids).toBe(true);
    expect(asked.constraints.maxMiles).toBe(2);
  });
  it("keeps the meal when the visitor rules out bars", () => {
    const { last } = converse(["romantic dinner idea?", "north shore", "somewhere quiet, not a bar"]);
    for (const id of ids(last)) expect(directory().byId.get(id)?.category, id).toBe("Restaurant");
  });
  it("sends a rainy north shore elsewhere when asked where to stay dry", () => {
    const asked = q("north shore is the wet side right? where do we go instead to stay dry");
    expect(asked.rainyRegion).toBe("North Shore");
    for (const id of ids(ask("north shore is the wet side right? where do we go instead to stay dry")))
      expect(directory().byId.get(id)?.region, id).not.toBe("North Shore");
  });
  it("sends a wet shore's visitors elsewhere when rain is said in other words (probe 9)", () => {
    for (const message of ["showers all day over hanalei - plan b?", "wet weather up in princeville, anywhere sunny?"])
      for (const id of ids(ask(message)))
        expect(directory().byId.get(id)?.region, `${message} ${id}`).not.toBe("North Shore");
    // (A rainy afternoon in Līhuʻe asking for ideas wants something there, under a roof.)
    expect(q("rainy afternoon in lihue with the kids, ideas?").rainyRegion ?? null).toBeNull();
  });
  it("leaves out places that need a booking when the visitor has none", () => {
    expect(ids(ask("whale watching spot, no reservation please"))).not.toContain("kauai-kilauea-point");
  });
  it("leaves trails whose notes say skip them when wet out of a rainy day", () => {
    const { last } = converse(["easy east side walks?", "it's been raining all week though"]);
    expect(ids(last)).not.toContain("kauai-sleeping-giant");
  });
  it("gives a toddler who hates waves ideas away from the beach", () => {
    const reply = ask("our 2 year old is scared of waves, things to do that aren't the beach?");
    expect(ids(reply).length).toBeGreaterThan(0);
    for (const id of ids(reply)) expect(directory().byId.get(id)?.category, id).not.toBe("Beach");
  });
});

describe("a correction mid-message and bookings the visitor does not have (probe 9)", () => {
  it("uses the shore or town the visitor corrected to", () => {
    for (const id of ids(ask("walks on the north shore - no wait, make it the south shore")))
      expect(directory().byId.get(id)?.region, id).not.toBe("North Shore");
    const snorkel = ask("snorkel spot near hanalei, sorry, near poipu, in february");
    for (const id of ids(snorkel)) expect(directory().byId.get(id)?.region, id).toBe("South Shore");
  });
  it("leaves out tables one is advised to book when the visitor wants none", () => {
    const dinner = ids(ask("dinner in poipu tonight, somewhere that doesn't need a reservation"));
    expect(dinner).toContain("kauai-eating-house-1849");
    expect(dinner).not.toContain("kauai-merrimans-poipu");
  });
  it("leaves out what is behind the Hāʻena gate when the booking was missed", () => {
    for (const message of [
      "couldn't get a haena reservation, what else is good up north",
      "we missed the gohaena booking, what can we still see on the north shore",
    ]) {
      const cards = ids(ask(message));
      expect(cards.length, message).toBeGreaterThan(0);
      for (const id of ["kauai-haena-state-park", "kauai-kee-beach", "kauai-hanakapiai-falls", "kauai-kalalau-trail"])
        expect(cards, message).not.toContain(id);
    }
  });
  it("reads 'nothing we have to pay for' as free things, not a price question", () => {
    const reply = ask("no tours and nothing we have to pay for, south shore");
    expect(q("no tours and nothing we have to pay for, south shore").constraints.free).toBe(true);
    expect(reply.text).not.toMatch(/^Yes - there is a fee/);
    expect(ids(reply).length).toBeGreaterThan(0);
  });
});

describe("calm water for the nervous and for first timers (probes 8 and 9, dev20)", () => {
  it("reads 'first timers in July' as beginners and keeps them out of water not rated for them", () => {
    expect(q("paddleboarding for first timers in july?", JULY).party.beginner).toBe(true);
    for (const id of ids(ask("paddleboarding for first timers in july?", JULY)))
      expect(directory().byId.get(id)?.facts?.suitability.beginners ?? true, id).toBe(true);
  });
  it("finds calm snorkelling for someone scared of waves", () => {
    const reply = ask("never snorkeled before and afraid of waves, where should i go in december");
    expect(ids(reply)).toContain("kauai-poipu-beach");
  });
  it("shows places to a family that wants turtles and a swim", () => {
    expect(ids(ask("my kids want to swim and maybe see a turtle in november")).length).toBeGreaterThan(0);
  });
  it("reads party words with a slip", () => {
    expect(q("can our toddelr splash at salt pond").party.toddler).toBe(true);
    expect(q("my husband isn't a storng swimmer").party.beginner).toBe(true);
    expect(q("two grade schoolers and a kindergartner").party.kids).toBe(true);
  });
  it("takes the age said after a correction", () => {
    const toddler = q("is tunnels ok for my 9 year old in july? sorry, she is 2", JULY);
    expect(toddler.party.toddler).toBe(true);
    const older = q("beach for our 3yo - wait, he's 7 - in january");
    expect(older.party.toddler).toBe(false);
    expect(older.party.kids).toBe(true);
  });
  it("answers a seal on the sand with the distance", () => {
    expect(ask("poipu with a toddler in march - what if a monk seal is on the beach?").text).toMatch(/50 feet/);
  });
  it("gives a cruise family beaches that suit the kids, near the port", () => {
    const reply = ask("cruise day at nawiliwili in march, the kids (6 and 8) want a swim");
    expect(ids(reply).length).toBeGreaterThan(0);
    for (const id of ids(reply)) expect(directory().byId.get(id)?.category, id).toBe("Beach");
    expect(ids(reply)).not.toContain("kauai-kalapaki-beach");
  });
});

describe("places asked by description or nickname (dev20, dev21, probe 9)", () => {
  it("finds the lookout at the end of the canyon road", () => {
    expect(ids(ask("the viewpoint at the very end of the canyon road, when is it clear?"))[0]).toBe(
      "kauai-kalalau-lookout",
    );
  });
  it("finds the fort, the wobbly bridge, the rainbow trees and the plantation", () => {
    expect(ask("is the old fort near waimea open?").text).toMatch(/closed/);
    expect(ids(ask("the swaying bridge in hanapepe - fun for teens?"))).toContain("kauai-hanapepe-swinging-bridge");
    expect(ids(ask("where can we see the painted trees"))).toContain("kauai-keahua-arboretum");
    expect(ids(ask("what's at kilohana?"))[0]).toBe("kauai-kilohana-plantation");
  });
  it("names the place when asked where it is", () => {
    expect(ask("where are the rainbow trees?").text).toMatch(/^Keāhua Arboretum is (at|right by the road)/);
  });
});

describe("direct answers in other words (dev20, dev21, probe 8)", () => {
  it("says yes to 'is X open' for an open place with no hours", () => {
    expect(ask("is keahua arboretum open?").text).toMatch(/^Yes - Keāhua Arboretum is open to visitors/);
  });
  it("answers a drive time asked as 'how long's'", () => {
    expect(ask("staying in kapaa - how long's the drive to poipu?").text).toMatch(/^Kapaʻa to Poʻipū is about/);
  });
  it("gives the canyon road's speed limit", () => {
    expect(ask("what's the speed limit up to kokee").text).toMatch(/25 mph/);
  });
  it("says the bus does not go up the canyon", () => {
    expect(ask("can we just bus it up to waimea canyon?").text).toMatch(/^No - the Kauaʻi Bus does not go/);
  });
  it("gives the air and the sea together", () => {
    const reply = ask("how warm is the air and the water in march").text;
    expect(reply).toMatch(/74°F/);
    expect(reply).toMatch(/78°F/);
  });
  it("keeps a water-free day from the live-surf answer", () => {
    expect(ask("sunburned, so nothing in the water today. in princeville - ideas?").text).not.toMatch(
      /I don't have live surf reports/,
    );
  });
  it("never mends an English word into a place name", () => {
    expect(q("sunset beach but no dirt roads please, west side").places.map((p) => p.placeId)).not.toContain(
      "kauai-kalapaki-beach-hut",
    );
  });
});

describe("dev22 and dev23 classes, in other words", () => {
  it("gives the rip-current advice for a what-if, not the emergency answer", () => {
    expect(ask("what should i do if a rip current pulls me out?").text).toMatch(/parallel/);
    expect(ask("help my son got pulled out by a rip").text).toMatch(/^Call 911/);
  });
  it("reads bodyboarders and scuba divers as going in the water", () => {
    const kealia = ask("experienced bodyboarder, is kealia worth it in july?", JULY);
    expect(ids(kealia)).not.toContain("kauai-kealia-beach");
    const reef = ask("scuba at tunnels in december?");
    expect(ids(reef)).not.toContain("kauai-tunnels-beach");
  });
  it("reads 'A to B by car' as a drive and 'how long is the path' as its length", () => {
    expect(ask("poipu to waimea canyon by car?").text).toMatch(/^Poʻipū to Waimea Canyon/);
    expect(ask("how long is the ke ala hele makalae path").text).toMatch(/miles/);
    expect(ask("how long is the kalalau trail").text).toMatch(/11 miles each way/);
  });
  it("reads 'up there' as the shore just named", () => {
    const { last } = converse(
      ["staying in poipu, snorkel spots?", "actually heading to the north shore, what's good up there"],
      JULY,
    );
    for (const id of ids(last)) expect(directory().byId.get(id)?.region, id).toBe("North Shore");
  });
  it("reads 'w' as with and finds a place by its dish", () => {
    expect(q("dinner w a view in kapaa").searchText).toMatch(/with a view/);
    expect(ids(ask("where's that spot w the hula pie?"))).toEqual(["kauai-dukes-kauai"]);
  });
  it("rules out a helicopter that is over budget and finds a boat for a non-swimmer", () => {
    expect(ids(ask("teens want thrills but helicopters are too expensive"))).not.toContain("kauai-helicopter-tours");
    const boat = ids(ask("mom can't swim - anything fun on the water for her?"));
    expect(boat.some((id) => directory().byId.get(id)?.category === "Activity")).toBe(true);
    for (const id of boat) expect(directory().byId.get(id)?.category, id).not.toBe("Beach");
  });
  it("keeps a river kayak that suits an older traveller as the card", () => {
    expect(ids(ask("wailua river kayak with my 72 year old mom in august - ok?", JULY))).toContain(
      "kauai-wailua-river",
    );
  });
  it("says which nights from the place's own note", () => {
    expect(ask("does smith's do the luau every night?").text).toMatch(/^Not every night - Smith's Tropical Paradise/);
    expect(ask("which nights does tahiti nui do a luau").text).not.toMatch(/^Not every night/);
  });
});

describe("probe 10 classes, in other words", () => {
  it("keeps the water out when the visitor wants a dry day", () => {
    const cards = ids(ask("give me 3 things around poipu that don't involve the water"));
    expect(cards.length).toBeGreaterThan(0);
    for (const id of cards) expect(directory().byId.get(id)?.category, id).not.toBe("Beach");
  });
  it("reads 'nothing dangerous' with a kind of place as a wish", () => {
    const reply = ask("easy trail on the north shore for our 8 year old, nothing too risky");
    for (const id of ids(reply)) expect(directory().byId.get(id)?.region, id).toBe("North Shore");
  });
  it("answers average highs and 'is it a good month' from the climate table", () => {
    expect(ask("avg high temp in february?").text).toMatch(/^February is warm on Kauaʻi: in Līhuʻe the average high/);
    expect(ask("is september a good month to go?").text).toMatch(/^September is warm on Kauaʻi/);
  });
  it("says wait at a brown stream or a high river", () => {
    expect(ask("the stream is muddy brown at the crossing - cross or wait?").text).toMatch(/^Wait - don't cross/);
  });
  it("gives the federal whale rule for a drone", () => {
    const reply = ask("ok to fly a drone over the humpbacks?").text;
    expect(reply).toMatch(/100 yards/);
    expect(reply).not.toMatch(/^Yes/);
  });
  it("picks the easiest or shortest of the list just shown", () => {
    const { last, history } = converse(["hikes near kokee please", "ok which one is the easiest"]);
    const shown = [...(history[1]?.content ?? "").matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]);
    // (Not the list again: the one place that is rated easiest of those shown.)
    const rank = (name: string | undefined) => {
      const level = directory().places.find((p) => p.name === name)?.difficultyLevel ?? "";
      return /easy/i.test(level) ? 0 : /moderate/i.test(level) ? 1 : 2;
    };
    const easiest = Math.min(...shown.map(rank));
    expect(last.text).not.toMatch(/^Here are/);
    const picked = directory().byId.get(ids(last)[0] as string)?.name;
    expect(shown).toContain(picked);
    expect(rank(picked)).toBe(easiest);
  });
  it("offers short walks, not a beach, when no hike there suits the children", () => {
    const reply = ask("easy hike on the west side for our 6 year old");
    for (const id of ids(reply)) expect(directory().byId.get(id)?.category, id).not.toBe("Beach");
    expect(q("sea views, zero hiking, bad knees, south side").constraints.noHike).toBe(true);
  });
  it("gives the whole road's end-to-end time", () => {
    expect(ask("how many hours to drive the entire road, one end to the other?").text).toMatch(/^About three hours/);
  });
});

describe("dev24 and dev25 classes, in other words", () => {
  it("reads a few hours 'to kill' as free time, not harm", () => {
    expect(ask("2 hrs to kill before our flight out of lihue, ideas nearby?").text).not.toMatch(
      /^I can't help with that/,
    );
  });
  it("reads 'a mile' and 'half a mile' as limits", () => {
    expect(q("walks in kokee, nothing over a mile").constraints.maxMiles).toBe(1);
    expect(q("under half a mile please").constraints.maxMiles).toBe(0.5);
  });
  it("reads 'not really hikers' with a walk wanted as an easy walk", () => {
    const asked = q("we're not really hikers but want a short walk on the east side");
    expect(asked.constraints.noHike).toBe(false);
    expect(asked.constraints.easy).toBe(true);
  });
  it("reads experienced hikers as wanting a hike", () => {
    expect(ids(ask("experienced hikers, something hard with no permit needed")).length).toBeGreaterThan(0);
  });
  it("keeps visitors on the drier side where they are when it rains there", () => {
    expect(q("pouring in poipu, kids 4 and 7, what can we do").rainyRegion ?? null).toBeNull();
    expect(q("raining on the north shore, what can we do").rainyRegion).toBe("North Shore");
  });
  it("says a challenging trail is not worth it for older walkers, with easier ones", () => {
    const reply = ask("is the kukui trail worth it for my 75 year old dad?");
    expect(reply.text).toMatch(/^Not really for your group/);
    expect(ids(reply).length).toBeGreaterThan(1);
  });
  it("drops an activity that is named and refused, and keeps a muddy-day walk where it was asked", () => {
    const asked = q("kids 7 and 10, nervous, no ocean swimming - what's fun in poipu?");
    expect(asked.activities).not.toContain("swim");
    expect(ids(ask("kids 7 and 10, nervous, no ocean swimming - what's fun in poipu?")).length).toBeGreaterThan(0);
    expect(q("rained all night - a walk on the east side that isn't muddy?").rainyRegion ?? null).toBeNull();
  });
  it("leaves out a fish market when the visitor says no fish markets", () => {
    expect(ids(ask("lunch near koloa, vegetarian, no fish markets"))).not.toContain("kauai-koloa-fish-market");
  });
  it("reads 'way too pricey' as why something is ruled out, not a price question", () => {
    expect(ask("waterfalls but no helicopter, way too pricey").text).not.toMatch(/^Yes - there is a fee/);
  });
  it("answers a snorkel wish after a missed Kēʻē booking", () => {
    const reply = ask("snorkeling up north in july, we didn't get a kee reservation", JULY);
    expect(ids(reply)).not.toContain("kauai-kee-beach");
    expect(ids(reply).length).toBeGreaterThan(0);
  });
});
