import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Found by asking as a visitor (session 6): questions about a named beach that are not about its water,
// and the Nā Pali coast as a drive destination.

const directory = seededDirectoryForFile({ beforeAll, afterAll });

const { q, ask, ids } = conciergeTalk(directory);

describe("a question about the road to a place", () => {
  it("leads with the place's road warnings, not a swimming verdict, and shows the place", () => {
    for (const message of ["is the road to polihale ok for a rental car", "how rough is the dirt road into polihale"]) {
      const reply = ask(message, JULY);
      expect(reply.text).toMatch(/^Take care - the five-mile unpaved entry road is rutted/);
      expect(ids(reply)).toEqual(["kauai-polihale-state-park"]);
    }
  });

  it("answers 'can we drive there after rain' with the road's own rain warning", () => {
    const reply = ask("can we drive out to polihale after all this rain?", JANUARY);
    expect(reply.text).toMatch(/^Not after heavy rain - /);
    expect(reply.text).toContain("turns to mud in heavy rain");
    expect(ask("can we drive to polihale", JANUARY).text).toMatch(/^Yes - .*\n\nAbout the road to Polihale/s);
  });

  it("still answers the water when the question is about the water", () => {
    expect(ask("is it safe to swim at polihale?", JULY).text).toMatch(/^No - Polihale State Park is not safe/);
  });
});

describe("sharks at a named beach", () => {
  it("says what the state says about sharks first, then that beach's water this month", () => {
    const reply = ask("any sharks at tunnels??", JANUARY);
    expect(reply.text).toMatch(/^Sharks live in Hawaiʻi's waters, but bites are rare/);
    expect(reply.text).toContain("At Tunnels Beach (Mākua) in January:");
    expect(reply.text).toMatch(/not safe for swimming or snorkelling in January/);
    expect(ids(reply)).not.toContain("kauai-tunnels-beach");
  });
});

describe("the Nā Pali coast as a drive destination", () => {
  it("is recognised as a drive question however it is phrased", () => {
    for (const message of [
      "how far is napali from waimea",
      "is the na pali coast far from poipu",
      "drive time kapaa to napali",
    ])
      expect(q(message).act).toBe("drive");
  });

  it("says no road reaches it and gives the drive to both road ends from the visitor's town", () => {
    const reply = ask("how long does it take to drive from poipu to the na pali coast?");
    expect(reply.text).toMatch(/^You can't drive to the Nā Pali Coast itself: no road runs along it/);
    expect(reply.text).toMatch(/Kēʻē Beach .* about 1 hour 30 minutes \(90 minutes\) from Poʻipū/);
    expect(reply.text).toMatch(/Kalalau Lookout .* about 1 hour 25 minutes \(85 minutes\) from Poʻipū/);
    expect(reply.text).toMatch(/boat tour .* helicopter tour/);
    expect(ids(reply)).toEqual(expect.arrayContaining(["kauai-kee-beach", "kauai-kalalau-lookout"]));
  });

  it("gives no summed time that doubles back through Līhuʻe", () => {
    const reply = ask("drive time princeville to the na pali coast");
    expect(reply.text).toContain("farther along the road from Princeville");
    expect(reply.text).not.toMatch(/Kēʻē Beach[^;]*\d+ minutes\) from Princeville/);
  });

  it("keeps the around-the-island answer for 'drive around to Nā Pali'", () => {
    expect(ask("can we drive around the island to the napali coast").text).toMatch(
      /^No - you can't drive all the way around Kauaʻi/,
    );
  });
});

describe("diets the directory does not record", () => {
  it("says so in the visitor's own terms for vegan and vegetarian as well as allergies", () => {
    expect(ask("we are vegan, where can we eat near hanalei").text).toContain(
      "Our directory does not record which places have vegan menus",
    );
    expect(ask("any plant based and gluten free dinner spots in kapaa").text).toContain(
      "does not record which places have vegan or gluten-free menus",
    );
    expect(ask("veggie friendly lunch in poipu?").text).toContain("which places have vegetarian menus");
  });
});

describe("a drive follow-up that points at the last answer", () => {
  const { converse } = conciergeTalk(directory);

  it("takes 'there' or 'that' as the first place the last answer showed", () => {
    const walks = converse(["any easy walks with a view?", "nice, how long is the drive there from poipu"]).last;
    expect(walks.text).toMatch(/^Poʻipū to .+ is about \d/);
    expect(walks.text).not.toMatch(/^Līhuʻe \(the airport\) to Poʻipū/);
    const snorkel = converse(["snorkel spots for beginners", "how far is that from kapaa?"], JULY).last;
    expect(snorkel.text).toMatch(/^Kapaʻa to .+ is about \d/);
  });

  it("does not read 'what's there to do in <town>' as a drive between two ends", () => {
    expect(q("whats there to do in waimea town").act).not.toBe("drive");
    expect(q("what is there to see in hanapepe town").act).not.toBe("drive");
    expect(q("lihue to hanalei").act).toBe("drive");
  });
});

describe("practical questions the directory holds no facts about", () => {
  it("says so plainly instead of showing a place that shares a word with the question", () => {
    for (const message of [
      "is the tap water safe to drink?",
      "how much do you tip tour guides",
      "is kauai good for seeing the milky way",
      "are there dog friendly beaches",
    ]) {
      const reply = ask(message);
      expect(reply.text).toMatch(/^I don't have verified information about .+ so I won't guess/);
      expect(ids(reply)).toEqual([]);
    }
    expect(ask("can we leave our bags in the rental car at the trailhead?").text).toContain("car break-ins");
  });

  it("answers drinking from a stream or waterfall with the directory's leptospirosis warning", () => {
    const reply = ask("ok to drink water out of the stream on the hike?");
    expect(reply.text).toMatch(/^No - don't drink untreated water .* leptospirosis/);
  });

  it("still recommends for 'what shouldn't we miss' on a last day", () => {
    for (const message of [
      "we have one day left, whats the one thing we shouldnt miss",
      "last day on the island what should we do",
    ]) {
      const reply = ask(message);
      expect(q(message).act).not.toBe("unclear");
      expect(ids(reply).length).toBeGreaterThan(0);
    }
  });
});

describe("words that only look like those topics", () => {
  it("keeps 'spring break in March' a season question", () => {
    expect(ask("spring break in march w kids, which side for beaches").text).not.toContain("break-ins");
  });
});

describe("drinks and walking aids, as visitors put them", () => {
  it("reads 'a mai tai with an ocean view' as a bar question, not a lookout", () => {
    expect(q("where can we get a mai tai with an ocean view").categories[0]).toBe("Restaurant");
    expect(q("happy hour with a view in kapaa").categories).not.toContain("Viewpoint");
  });

  it("answers a cane, crutches or a walker from the place's accessibility, in the visitor's terms", () => {
    expect(ask("my dad uses a cane, can he do the kilauea lighthouse?").text).toMatch(
      /^Yes - Kīlauea Point National Wildlife Refuge is paved and works with a cane or crutches/,
    );
    expect(ask("can my mom with a walker get to the hanakapiai falls").text).toMatch(
      /^Not really - .* a walker will struggle/,
    );
  });
});

describe("clouds", () => {
  it("leads a cloudy-canyon question with the canyon's own advice (early morning, wait for the mist)", () => {
    for (const message of ["kokee is cloudy today, worth going?", "cloudy in waimea canyon should we still drive up"]) {
      const reply = ask(message);
      expect(reply.text).toMatch(
        /^Often yes, if you time it: .*clearest in the early morning.*mist can clear suddenly/s,
      );
    }
    expect(ask("is the beach at poipu cloudy a lot?").text).not.toContain("mist can clear");
  });

  it("answers a month's clouds or sun as a weather question", () => {
    expect(q("is it cloudy in hanalei in december").act).toBe("weather");
    expect(q("is it dry on the west side in march").act).toBe("weather");
  });
});

describe("'any of them' after a list", () => {
  const { converse } = conciergeTalk(directory);

  it("answers a swim question place by place from each shown place's own facts", () => {
    const falls = converse(["waterfalls we can see from the road?", "can we swim under any of them"]).last;
    expect(falls.text).toMatch(/^Place by place:/);
    expect(falls.text).toContain("**Wailua Falls**: no - do not jump from the falls or swim in the plunge pool");
    expect(falls.text).not.toContain("Hanakāpīʻai");
    const beaches = converse(["beaches near poipu", "can we swim at any of those in january"]).last;
    expect(beaches.text).toContain("**Poʻipū Beach Park**: usually calm now");
  });
});

describe("a clock time with food, and comparing two beaches", () => {
  it("takes the meal from the time of day", () => {
    expect(q("we land at 10pm, anything open for food near the airport").meal).toBe("dinner");
    expect(q("hungry at 7am in kapaa, where to eat").meal).toBe("breakfast");
    expect(q("food around 1 pm near poipu").meal).toBe("lunch");
    expect(q("we land at 10pm, what beach is closest").meal).toBeNull();
  });

  it("says which of two beaches is the better choice and why", () => {
    expect(ask("whats the difference between tunnels and anini for snorkeling").text).toMatch(
      /^ʻAnini Beach Park is the better choice: Tunnels Beach \(Mākua\) is usually dangerous for swimming in January\./,
    );
  });
});

describe("when to book", () => {
  it("leads with the booking window when the visitor asks how early, from the booking site's article", () => {
    const reply = ask("how early do i need to book the hanakapiai hike");
    expect(reply.text).toMatch(/\nWhen to book: Reservations open 30 days before the date/);
  });

  it("reads 'how far in advance' as a booking question, not a drive", () => {
    expect(q("how far in advance should we reserve kee beach").act).not.toBe("drive");
    expect(ask("how far in advance should we reserve kee beach").text).toMatch(/30 days/);
  });
});

describe("tours refused, a month that may be too rainy, where to base ourselves", () => {
  it("keeps a river you can rent a kayak for and drops guided-only trips when the visitor wants no tour", () => {
    const reply = ask("where can we kayak without a tour");
    expect(ids(reply)).toContain("kauai-wailua-river");
    expect(ids(reply)).not.toContain("kauai-hulei-a-river-kayak");
    expect(ids(reply)).not.toContain("kauai-backcountry-tubing");
  });

  it("answers 'is December too rainy to visit?' with the month's weather", () => {
    expect(q("is it ok to visit in december or is it too rainy").act).toBe("weather");
    expect(ask("is it ok to visit in december or is it too rainy").text).toMatch(/^December is warm on Kauaʻi/);
  });

  it("compares the two usual bases for the month, with a place to stay on each", () => {
    const reply = ask("first time in kauai, 5 days, where should we base ourselves", JULY);
    expect(reply.text).toMatch(/^In July:\n- North Shore: .*\n- South Shore: /);
    expect(ids(reply).length).toBeGreaterThan(0);
    expect(ids(reply).every((id) => directory().byId.get(id)?.category === "Hotel")).toBe(true);
  });
});

describe("flood warnings", () => {
  it("says no to a stream hike while a flood warning or watch is on, and shows no trail card", () => {
    for (const message of [
      "flash flood warning today, should we still hike to hanakapiai",
      "theres a flood watch, can we do the kalalau trail",
    ]) {
      const reply = ask(message);
      expect(reply.text).toMatch(/^No - not while a flood warning or watch is on/);
      expect(ids(reply)).not.toContain("kauai-kalalau-trail");
      expect(ids(reply)).not.toContain("kauai-hanakapiai-falls");
    }
  });

  it("answers a general flood-warning question with the flash-flood article, not the surf season", () => {
    const reply = ask("is there a flash flood warning today?");
    expect(reply.text).toMatch(/^Rain falling in Kauaʻi's mountainous interior/);
  });
});

describe("'more private' is a quiet place", () => {
  it("reads privacy as wanting a quiet spot, not as private land", () => {
    expect(q("something more private for the two of us").constraints.quiet).toBe(true);
    expect(q("a private beach for just the two of us").constraints.quiet).toBe(true);
  });
});
