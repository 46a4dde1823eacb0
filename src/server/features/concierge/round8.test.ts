import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Tuning round 8 (blind dev11/dev12 sets and the coordinator's probing): each general fix, phrased unlike
// the evaluation cases.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask, converse, ids } = conciergeTalk(directory);
const AUGUST = new Date("2026-08-10T18:00:00Z");
const DECEMBER = new Date("2026-12-10T18:00:00Z");

/** Beaches whose water is dangerous in a month, from the directory itself. */
function dangerousIn(month: number): Set<string> {
  const season = month >= 5 && month <= 9 ? "summer" : "winter";
  return new Set(
    directory()
      .places.filter((p) => p.facts?.ocean?.[season] === "dangerous")
      .map((p) => p.placeId),
  );
}

describe("where NOT to go in the water (round 8)", () => {
  it("names the dangerous beaches in the text and shows only calm ones as cards", () => {
    const winter = dangerousIn(1);
    for (const message of [
      "where should we not swim in january",
      "which beaches should we avoid on the north shore this winter",
      "where do tourists drown on kauai",
      "what's the most dangerous beach on the island",
    ]) {
      const reply = ask(message, JANUARY);
      expect(reply.text, message).toMatch(/stay out of the water at these beaches/);
      expect(reply.text, message).toMatch(/Lumahaʻi|Hanalei Bay|Wainiha/);
      for (const id of ids(reply)) expect(winter.has(id), `${message}: ${id}`).toBe(false);
      expect(ids(reply).length, message).toBeGreaterThan(0);
    }
  });

  it("keeps to the shore asked about, and says so when the calm water is elsewhere", () => {
    const reply = ask("where not to go in the water on the north shore in december", DECEMBER);
    expect(reply.text).toMatch(/on the North Shore/);
    expect(reply.text).toMatch(/elsewhere on the island/);
    expect(reply.text).not.toMatch(/Shipwreck Beach/);
  });

  it("lists the summer's rough beaches in summer", () => {
    const reply = ask("which beaches are dangerous on the south shore in july", JULY);
    expect(reply.text).toMatch(/Shipwreck Beach|Brennecke/);
    for (const id of ids(reply)) expect(dangerousIn(7).has(id), id).toBe(false);
  });
});

describe("a named place with 'doable?' is a yes/no about that place (round 8)", () => {
  it("answers the named trail for children instead of listing other hikes", () => {
    for (const message of [
      "hanakapiai falls with our 7 and 10 year old, is it doable?",
      "can the kids manage hanakapiai falls? they are 9 and 12",
    ]) {
      const reply = ask(message, DECEMBER);
      expect(reply.text, message).toMatch(/^Not (really|for your group)/);
      expect(reply.text, message).toMatch(/stream/i);
      expect(ids(reply)[0], message).toBe("kauai-hanakapiai-falls");
    }
  });

  it("answers 'too much' for older walkers on a challenging trail", () => {
    expect(ask("would the awaawapuhi trail be too much for my 75 year old dad").text).toMatch(
      /^Not really for older walkers/,
    );
  });

  it("keeps a dry place that does not suit the group on the card, beside the better fits", () => {
    const bridge = ask("is the hanapepe swinging bridge fine with a 3 year old");
    expect(bridge.text).toMatch(/not suited to toddlers/);
    expect(ids(bridge)).toContain("kauai-hanapepe-swinging-bridge");
    expect(ids(ask("how tough is sleeping giant for a 9 year old"))).toContain("kauai-sleeping-giant");
    // An operator's age limit is not a place to show: the tour stays off the cards.
    expect(ids(ask("can our 3 year old do the tubing tour"))).not.toContain("kauai-backcountry-tubing");
  });

  it("reads 'is X ok for lunch and a swim' as a water question about X", () => {
    const reply = ask("doing the kalalau trail with kids 7 and 9, is hanakapiai beach fine for a picnic and a dip");
    expect(reply.text).toMatch(/^No - /);
    expect(reply.text).toMatch(/rip current/);
    expect(ids(reply)).not.toContain("kauai-hanakapiai-beach");
  });
});

describe("topic questions answered by their article (round 8)", () => {
  it("answers hurricane worries with the season, however they are asked", () => {
    for (const message of [
      "should we be worried about hurricanes in september",
      "is august hurricane season there",
      "what are the odds of a hurricane during our trip in october",
    ]) {
      const reply = ask(message, AUGUST);
      expect(reply.text, message).toMatch(/June 1 to November 30/);
      expect(reply.text, message).toMatch(/rarely/);
      expect(ids(reply), message).toEqual([]);
    }
    expect(ask("worried about a hurricane in september").text).toMatch(/September is inside the season/);
  });

  it("says the bus does not go up to the canyon", () => {
    for (const message of [
      "is there a bus up to kokee",
      "can we take the bus to the waimea canyon lookout",
      "does the kauai bus go to the kalalau lookout",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^No - the Kauaʻi Bus does not go up to Waimea Canyon or Kōkeʻe/);
      expect(reply.text, message).toMatch(/rental car or a guided tour/);
    }
    // Not for a tour bus, nor the car-or-bus question.
    expect(ask("we don't want a tour bus, what's near the cruise port").text).not.toMatch(/^The Kauaʻi Bus/);
    expect(ask("should we rent a car or use the bus").text).not.toMatch(/^No - the Kauaʻi Bus/);
  });
});

describe("things the concierge has no live or price data for (round 8)", () => {
  it("says it has no live surf report", () => {
    for (const message of [
      "what's the surf report at poipu right now",
      "how is the ocean today at hanalei",
      "current wave height at kee?",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^I don't have live surf reports/);
      expect(ids(reply), message).toEqual([]);
    }
  });

  it("says it has no gear rental prices", () => {
    for (const message of [
      "how much is a snorkel set rental in kapaa",
      "what does a boogie board rental cost per day",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^I don't keep a list of rental shops/);
    }
  });
});

describe("drive follow-ups (round 8)", () => {
  it("starts 'from there' at the last drive's destination, not at a town inferred from the place", () => {
    const { last } = converse(["how far is it from kapaa to hanalei", "then from there on to kee beach?"]);
    expect(last.text).toMatch(/^Hanalei to Kēʻē Beach is about 15 minutes/);
  });

  it("reads 'from us' and 'from our condo' as the town the visitor said they stay in", () => {
    for (const turn of ["how long to polihale from us", "what's the drive to polihale from our condo"]) {
      const { last } = converse(["we're based in wailua this week, ideas for the west side?", turn]);
      expect(last.text, turn).toMatch(/^Wailua to Polihale State Park is about 1 hour/);
    }
  });

  it("answers 'how long is that drive?' with the earlier turn's two ends", () => {
    const { last } = converse(["heading up to waimea canyon on sunday from poipu", "how long is the drive?"]);
    expect(last.text).toMatch(/about 1 hour \(60 minutes\)/);
  });

  it("does not read 'leaving from our condo' as a request for places to stay", () => {
    expect(q("doing the canyon today, leaving from our hotel in kapaa").categories).not.toContain("Hotel");
    expect(q("back at our rental in princeville by 5, what's a good afternoon stop").categories).not.toContain("Hotel");
  });
});

describe("a named place's reservation in a safety answer (round 8)", () => {
  it("adds the Hāʻena reservation to a water question about Kēʻē", () => {
    const reply = ask("is kee ok for our 10 year old to snorkel in july", JULY);
    expect(reply.text).toMatch(/Booking: .*reserve/);
  });
});

describe("constraints with negation (round 8)", () => {
  it("keeps gardens and museums out when the visitor is not into them", () => {
    for (const message of [
      "not into gardens or museums, where are the best views near princeville",
      "we're not garden people - good viewpoints on the north shore?",
      "skip the museums, something scenic in the east",
    ]) {
      const reply = ask(message);
      for (const card of reply.places) expect(`${card.name}`, message).not.toMatch(/garden|museum/i);
      expect(reply.places.length, message).toBeGreaterThan(0);
    }
  });

  it("reads 'what doesn't need one' after a missed reservation as a no-reservation wish in that area", () => {
    for (const message of [
      "missed out on the haena reservation, what else around hanalei doesn't require one",
      "couldn't get kee permits, something on the north shore that doesn't need one?",
    ]) {
      const question = q(message);
      expect(question.act, message).toBe("recommend");
      expect(question.constraints.noReservation, message).toBe(true);
      expect(question.excludedRegions, message).not.toContain("North Shore");
      const reply = ask(message);
      expect(ids(reply), message).not.toContain("kauai-kee-beach");
      expect(ids(reply), message).not.toContain("kauai-haena-state-park");
      expect(ids(reply).length, message).toBeGreaterThan(0);
    }
  });

  it("does not read 'a walk in nature' as a walk-in booking question", () => {
    expect(q("a short walk in nature for the afternoon").act).not.toBe("permit");
    expect(q("do they take walk ins?").act).toBe("permit");
  });

  it("treats surgery, a new hip and 'nothing steep' as a very easy walk", () => {
    for (const message of [
      "short walk in the woods, nothing steep, my dad had a hip replacement",
      "an easy stroll for my mom, she is recovering from knee surgery",
      "walk with no steep bits, my wife just had her knee replaced",
    ]) {
      expect(q(message).constraints.veryEasy, message).toBe(true);
      expect(ids(ask(message)), message).not.toContain("kauai-sleeping-giant");
      expect(ids(ask(message)), message).not.toContain("kauai-kukui-trail");
    }
  });
});

describe("food and 'something like that' (round 8)", () => {
  it("finds shave ice however it is spelled, and a beach before it is only context", () => {
    for (const message of [
      "shaved ice in hanalei for the kids after the beach",
      "where to get shave ice near hanalei after a long hike",
    ]) {
      expect(ids(ask(message)), message).toContain("kauai-wishing-well-shave-ice");
      expect(q(message).categories, message).not.toContain("Beach");
    }
  });

  it("shows the named place when it serves what is asked for", () => {
    for (const message of [
      "we'd love a coffee farm with tastings, which one",
      "is there a coffee farm we can visit and taste coffee",
    ]) {
      expect(ids(ask(message))[0], message).toBe("kauai-kauai-coffee");
    }
  });

  it("reads 'something like that' as the same kind of place, elsewhere", () => {
    const { last } = converse(["tell me about jojos shave ice", "anything similar to that up north near hanalei?"]);
    expect(last.places.map((c) => c.place_id)).toContain("kauai-wishing-well-shave-ice");
    expect(last.places.map((c) => c.place_id)).not.toContain("kauai-jojos-shave-ice");
  });
});

describe("follow-ups that change one thing (round 8)", () => {
  it("drops the old town's anchor when the visitor moves to another shore", () => {
    const { last } = converse(["fun stuff in poipu for our kids", "and what about the north shore"]);
    for (const card of last.places) expect(card.place_id).not.toBe("kauai-poipu-beach");
    expect(last.text).toMatch(/North Shore/);
    expect(last.places.length).toBeGreaterThan(0);
  });

  it("does not inherit a kind of place the visitor now refuses", () => {
    const { last } = converse([
      "good hikes near princeville?",
      "we're done with hiking, just something we can see from the car",
    ]);
    expect(last.text).not.toMatch(/hikes on the North Shore/);
    for (const card of last.places) expect(card.place_id).not.toMatch(/trail|golf|loop/);
    expect(last.places.length).toBeGreaterThan(0);
  });

  it("sends 'where for sun' to the dry leeward side", () => {
    const { last } = converse(["is the north shore rainy in december?", "so where should we go for sunshine"]);
    expect(last.text).toMatch(/South Shore or West Side/);
    const regions = new Set(last.picks.map((p) => p.region));
    expect(regions.has("North Shore")).toBe(false);
    expect(q("where is it sunniest in february").regions).toEqual(["South Shore", "West Side"]);
  });
});

describe("a river paddle named by its river (round 8)", () => {
  it("finds the Wailua River kayak from 'kayak the wailua river', however it is said", () => {
    for (const message of [
      "we want to kayak the wailua river to the waterfall, do we need a permit",
      "paddling up the wailua river - do we have to book?",
      "can we rent a canoe on the wailua river without a tour",
    ]) {
      expect(q(message).places.map((p) => p.placeId)[0], message).toBe("kauai-wailua-river");
      expect(ask(message).text, message).not.toMatch(/Kalalau|camping permit/);
    }
    // A harbour the tour leaves from is not the river.
    expect(q("could we paddle from nawiliwili to kipu kai").places.map((p) => p.placeId)).not.toContain(
      "kauai-hulei-a-river-kayak",
    );
    // How long the paddle takes is not a drive.
    expect(q("kayaking the wailua river, how long does it take").act).not.toBe("drive");
  });

  it("never calls a paddle the facts rate unsuitable for children fine for kids", () => {
    const reply = ask("is the huleia river kayak ok for a 9 year old");
    expect(reply.text).not.toMatch(/including kids/);
    expect(reply.text).toMatch(/^Probably not for kids|^No - |^Not /);
  });
});

describe("season and month answers (round 8)", () => {
  it("answers when the big surf comes with the season, not a surf school or beach cards", () => {
    for (const message of [
      "when does the north shore get the big surf",
      "what months are the waves biggest up north",
      "when is the surf huge on the north side",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/October to April/);
      expect(ids(reply), message).toEqual([]);
    }
  });

  it("puts the month's temperatures first for 'is <month> too hot'", () => {
    for (const message of ["is september too hot for hiking?", "how hot is it in august for a beach day"]) {
      expect(ask(message).text, message).toMatch(/^(September|August) is warm on Kauaʻi: in Līhuʻe the average high/);
    }
  });

  it("tells children and anyone asking for a lesson to learn with a surf school", () => {
    for (const message of [
      "surf lesson for our 9 and 12 year olds in march, where?",
      "where can we take surf lessons in january",
    ]) {
      expect(ask(message).text, message).toMatch(/licensed surf school/);
    }
  });

  it("does not read 'we're at a condo in Poʻipū' as a request for a place to stay", () => {
    const reply = ask(
      "my dad is 75 and not a strong swimmer, we're at a condo in poipu in july, where can he float?",
      JULY,
    );
    for (const card of reply.picks) expect(card.category).not.toBe("Hotel");
    expect(reply.picks.length).toBeGreaterThan(0);
  });
});

describe("ideas, not a verdict on one place (round 8)", () => {
  it("reads 'what's worth doing' near a town as a request for ideas", () => {
    for (const message of [
      "staying in kekaha, skip the north shore entirely. what's worth doing",
      "anything worth seeing around waimea town?",
    ]) {
      const question = q(message);
      expect(question.act, message).toBe("recommend");
      expect(ask(message).text, message).not.toMatch(/^Yes - .* is worth it/);
    }
  });

  it("reads 'somewhere pretty' as scenery and 'not touristy tour stuff' as no tours", () => {
    const question = q("honeymoon, somewhere pretty and free, not touristy tour stuff, south side");
    expect(question.categories).toContain("Viewpoint");
    expect(question.excludedCategories).toContain("Activity");
    // "Not touristy" alone still only means "not crowded": the beach stays wanted.
    expect(q("not too touristy beach on the east side").excludedCategories).not.toContain("Beach");
  });
});

describe("a day on the sand in winter (round 8)", () => {
  it("leads with a beach whose water is not dangerous this month for sand-only wishes", () => {
    const winter = dangerousIn(1);
    for (const message of [
      "sunset at the beach tonight?",
      "beach for a sunset picnic this evening",
      "a sandy beach to watch the sunset from",
    ]) {
      const first = ids(ask(message))[0];
      expect(first, message).toBeDefined();
      expect(winter.has(first as string), `${message}: ${first}`).toBe(false);
    }
  });

  it("reads 'where should we go in Hanalei' as ideas, not a swim", () => {
    expect(q("where should we go in hanalei").act).not.toBe("safety");
    expect(q("should we go in the water at hanalei").act).toBe("safety");
  });
});

describe("comparing two beaches' water (round 8)", () => {
  it("reads 'which is safer' between two beaches as a water question, and never shows the dangerous one", () => {
    for (const message of [
      "which is safer in december, tunnels or anini",
      "tunnels vs anini in january - which one is safer?",
    ]) {
      const reply = ask(message, DECEMBER);
      expect(reply.text, message).toMatch(/^ʻAnini Beach Park is the better choice/);
      expect(ids(reply), message).not.toContain("kauai-tunnels-beach");
    }
  });

  it("says which is calmer when both are fine for adults", () => {
    expect(ask("which is calmer for snorkeling in july, tunnels or anini", JULY).text).toMatch(
      /^ʻAnini Beach Park is usually the calmer of the two in July/,
    );
  });

  it("lists the dangerous beaches for 'worst beaches for swimming' and 'where have people drowned'", () => {
    for (const message of ["what are the worst beaches for swimming", "where have tourists drowned on kauai"]) {
      const reply = ask(message, JANUARY);
      expect(reply.text, message).toMatch(/stay out of the water at these beaches/);
      for (const id of ids(reply)) expect(dangerousIn(1).has(id), `${message}: ${id}`).toBe(false);
    }
  });
});

describe("a swim planned where the water is dangerous (round 8, probe class 2)", () => {
  it("says not to swim there first, whatever else the message asks", () => {
    const cases: [string, RegExp][] = [
      [
        "hiking the kalalau trail out to hanakapiai beach for a swim, then dinner in hanalei - what do we need to book",
        /^Don't swim at Hanakāpīʻai Beach in January/,
      ],
      [
        "canyon in the morning then polihale for sunset, maybe a swim. sound good?",
        /^(Don't swim at Polihale State Park|No - Polihale State Park is not safe)/,
      ],
      ["snorkel at kee in january with the kids, then lunch in hanalei", /^Don't swim at Kēʻē Beach in January/],
    ];
    for (const [message, lead] of cases) {
      const reply = ask(message, JANUARY);
      expect(reply.text, message).toMatch(lead);
      for (const id of ids(reply)) expect(dangerousIn(1).has(id), `${message}: ${id}`).toBe(false);
    }
    // A paddle board on a dangerous bay counts too.
    expect(ask("paddle boarding in hanalei bay in january?", JANUARY).text).toMatch(
      /^Don't swim at Hanalei Bay in January/,
    );
    // A town named for dinner is not the beach of the same name.
    expect(ask("swim at salt pond, then dinner in hanalei", JANUARY).text).not.toMatch(/Don't swim at Hanalei Bay/);
  });

  it("answers 'is the waterfall swimmable' from the note that forbids it", () => {
    expect(ask("is wailua falls swimmable").text).toMatch(
      /^Don't swim at Wailua Falls: do not jump from the falls or swim/,
    );
  });

  it("talks about the stream, not the surf, for a waterfall pool", () => {
    const reply = ask("can we take a dip in the pool at hoopii falls");
    expect(reply.text).toMatch(/stream pool, not the sea/);
    expect(reply.text).not.toMatch(/surf is up/);
  });
});

describe("every card carries its safety notes (round 8, probe class 4)", () => {
  it("adds the notes of a place shown beside a drive time, a permit or a booking answer", () => {
    for (const message of [
      "how long is the drive from hanalei to kee beach",
      "do i need a permit for the kalalau trail",
      "ke'e beach reservation - how does it work",
    ]) {
      const reply = ask(message);
      for (const card of reply.picks) {
        const first = card.facts?.safetyNotes[0];
        if (first) expect(reply.text, `${message}: ${card.name}`).toContain(first.slice(0, 40));
      }
    }
  });
});

describe("pointing back at a card by its place in the list (round 8, probe class 6)", () => {
  it("answers about the second, third or last card, not the first", () => {
    const first = converse(["good snorkeling spots?"]).last;
    const names = first.picks.map((p) => p.placeId);
    for (const [turn, index] of [
      ["the second one - is there a lifeguard?", 1],
      ["what about number 3, lifeguard there?", 2],
      ["and the last one?", names.length - 1],
    ] as const) {
      const q2 = q(turn, JANUARY, converse(["good snorkeling spots?"]).history);
      expect(q2.places.map((p) => p.placeId)[0], turn).toBe(names[index]);
    }
  });

  it("does not call a beach park's water a stream pool", () => {
    expect(ask("can we swim at hanalei pier in january").text).not.toMatch(/stream pool/);
  });
});

describe("direct answers found by the probe (round 8, probe classes 9, 11, 13)", () => {
  it("says yes when asked whether a closed place is closed", () => {
    expect(ask("is queens bath closed right now").text).toMatch(/^Yes\./);
    expect(ask("can we go to queens bath").text).toMatch(/^No\./);
  });

  it("has no live tsunami alerts and never answers 'no' to one", () => {
    for (const message of ["is there a tsunami warning today", "any tsunami alert right now?"]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^I don't have live alerts/);
      expect(reply.text, message).not.toMatch(/^No\b/);
    }
  });

  it("answers the sea temperature, not the air", () => {
    for (const message of [
      "what temp is the water in january",
      "is it too cold to swim in february",
      "how warm is the ocean in march",
    ]) {
      expect(ask(message).text, message).toMatch(/74°F/);
    }
  });

  it("names the wettest and driest months", () => {
    expect(ask("what's the rainiest month on kauai").text).toMatch(/^The wettest month at Līhuʻe is December/);
    expect(ask("driest month to visit?").text).toMatch(/^The driest month at Līhuʻe is June/);
  });

  it("answers traffic and Hawaiian words from their articles", () => {
    expect(ask("how do we avoid traffic in kapaa").text).toMatch(/Kapaʻa/);
    expect(ids(ask("how do we avoid traffic in kapaa"))).toEqual([]);
    expect(ask("what does mahalo mean").text).toMatch(/mahalo/i);
    expect(ask("how do you pronounce kauai").text).toMatch(/ʻokina/);
  });

  it("reads a party or a wish without a topic as a request for ideas, not off-topic", () => {
    for (const message of ["wheelchair friendly places", "we have a toddler", "any hidden gems?"]) {
      expect(q(message).act, message).toBe("recommend");
      expect(ids(ask(message)).length, message).toBeGreaterThan(0);
    }
  });
});

describe("general ideas leave out beaches whose water is dangerous that month (round 8, probe class 5)", () => {
  it("does not offer a dangerous-water beach for 'things to do' in winter", () => {
    const winter = dangerousIn(1);
    for (const message of [
      "things to do in poipu",
      "what is there to do in haena",
      "ideas for the west side tomorrow",
    ]) {
      const reply = ask(message, JANUARY);
      for (const id of ids(reply)) expect(winter.has(id), `${message}: ${id}`).toBe(false);
      expect(ids(reply).length, message).toBeGreaterThan(0);
    }
    // A beach named by the visitor is still answered about.
    expect(ids(ask("tell me about shipwreck beach", JANUARY))).toContain("kauai-shipwreck-beach");
  });
});

describe("a food question gets places that serve food (round 8, probe class 5)", () => {
  it("never offers a beach as a place to eat near a sight", () => {
    const { last } = converse(["tell me about the kilauea lighthouse", "anywhere to grab food close by?"]);
    for (const card of last.picks) expect(card.category, card.name).toBe("Restaurant");
    expect(last.picks.length).toBeGreaterThan(0);
  });
});

describe("food constraints (round 8, probe class 8)", () => {
  it("does not offer a sunrise-facing restaurant for a sunset dinner", () => {
    for (const message of ["dinner with a view of the sunset", "restaurant to watch the sunset over dinner"]) {
      expect(ids(ask(message)), message).not.toContain("kauai-lava-lava-beach-club");
    }
  });

  it("reads vegetarian and vegan as a food question", () => {
    for (const message of ["any vegetarian places on the north shore", "vegan food in kapaa?"]) {
      const reply = ask(message);
      expect(q(message).categories[0], message).toBe("Restaurant");
      for (const card of reply.picks) expect(card.category, `${message}: ${card.name}`).toBe("Restaurant");
    }
  });
});

describe("a restricted beach asked for by the base's name (round 8, probe class 14)", () => {
  it("finds Barking Sands from PMRF and says it is not open to visitors", () => {
    for (const message of [
      "is the beach at PMRF open to visitors",
      "can we go to the pacific missile range facility beach",
    ]) {
      expect(q(message).places.map((p) => p.placeId)[0], message).toBe("kauai-barking-sands");
      expect(ask(message).text, message).toMatch(/^No\./);
    }
  });
});

describe("more follow-ups found by the probe (round 8, probe class 6)", () => {
  it("reads 'how do I get there from X' as the drive to the place just discussed", () => {
    const { last } = converse(["tell me about hanalei pier", "how do we get there from poipu?"]);
    expect(last.text).toMatch(/^Poʻipū to Hanalei Pier .* is about 1 hour 15 minutes/);
  });

  it("reads 'lunch up there' as near the place driven to, not the town driven from", () => {
    const { last } = converse([
      "waimea canyon lookouts",
      "how long to get there from poipu",
      "where can we grab lunch up there",
    ]);
    expect(last.places.map((c) => c.place_id)[0]).toBe("kauai-kokee-lodge");
  });

  it("turns down everything just shown for 'something else'", () => {
    const first = converse(["quiet beaches on the east side"]).last.places.map((c) => c.place_id);
    const { last } = converse(["quiet beaches on the east side", "something else?"]);
    for (const card of last.places) expect(first, card.place_id).not.toContain(card.place_id);
  });

  it("keeps the rainy day when the party is added", () => {
    const question = q("with kids", JANUARY, converse(["what to do on a rainy day"]).history);
    expect(question.constraints.indoor).toBe(true);
  });
});

describe("an article about one place answers only questions naming it (round 8, probe class 11)", () => {
  it("does not lead a general calm-beach question with the Hanakāpīʻai warning", () => {
    for (const message of ["we are weak swimmers. calmest beach on island?", "where can my toddler swim today"]) {
      expect(ask(message).text, message).not.toMatch(/^Do not go into the sea at Hanakāpīʻai/);
    }
    expect(ask("can we swim at hanakapiai beach").text).toMatch(/Hanakāpīʻai/);
  });
});

describe("watching surfers is watching waves (round 8, probe class 11)", () => {
  it("sends 'where to watch big wave surfing' in winter to the North Shore, from the shore", () => {
    for (const message of ["where to watch big wave surfing", "where can we watch surfers in december"]) {
      expect(ask(message, DECEMBER).text, message).toMatch(/big waves are on the North Shore/);
    }
  });
});

describe("a meal at a named restaurant (round 8, probe class 13)", () => {
  it("says yes or no from the meals it serves", () => {
    expect(ask("can we get lunch at merrimans").text).toMatch(/^No - Merriman's Poʻipū serves dinner, not lunch/);
    expect(ask("breakfast at dukes?").text).toMatch(/^No - Duke's Kauaʻi serves lunch and dinner, not breakfast/);
    expect(ask("is merrimans good for dinner").text).toMatch(/^Yes - Merriman's Poʻipū serves dinner/);
  });
});

describe("the road with no stated time (round 8, probe class 12)", () => {
  it("does not put the North Shore's one-lane bridges on the road to Polihale", () => {
    const reply = ask("how long from hanapepe to polihale");
    expect(reply.text).not.toMatch(/one-lane bridges/);
    expect(reply.text).toMatch(/dirt road/);
  });
});

describe("a short message naming one place and the group (round 8, probe class 14)", () => {
  it("answers about that place, misspelled or not", () => {
    for (const message of ["hanakapai falls hike with kids?", "hanakapiai falls with the kids"]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^Not really/);
      expect(ids(reply)[0], message).toBe("kauai-hanakapiai-falls");
    }
  });
});
