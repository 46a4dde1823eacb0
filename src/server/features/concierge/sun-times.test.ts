import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { openSeededDirectory } from "../../../../tests/setup/seeded-directory";
import { answerBuiltin } from "./builtin-engine";
import type { Directory } from "./directory";
import { sunAskOf, sunDayOf, sunTimesAnswer } from "./sun-times";

// Reference values: the NOAA solar-position approximation computed independently (not with suncalc)
// for Līhuʻe (21.978 N, 159.368 W) and Hanalei, Hawaiʻi time: sunset 2026-11-24 5:53 pm,
// 2026-01-15 6:14 pm, Hanalei 2026-07-15 7:24-7:25 pm.
const NOV_24 = new Date("2026-11-24T20:00:00Z"); // 10 am in Hawaiʻi

describe("sun questions", () => {
  it("recognises questions about the time of sunset, sunrise, dark and first light", () => {
    expect(sunAskOf("when does it get dark in january?")).toBe("dark");
    expect(sunAskOf("What time is SUNSET in Hanalei on the 4th of July")).toBe("sunset");
    expect(sunAskOf("what time does the sun come up at kealia")).toBe("sunrise");
    expect(sunAskOf("sunset time tomorrow?")).toBe("sunset");
    expect(sunAskOf("when does it get light, we want to hike early")).toBe("light");
    // Where to watch it is a recommendation, not a time.
    expect(sunAskOf("where can we watch the sunset")).toBeNull();
    expect(sunAskOf("best sunset beach on the west side")).toBeNull();
  });

  it("answers today's sunset in Hawaiʻi time with the twilight that follows", () => {
    const text = sunTimesAnswer("sunset", { now: NOV_24, day: { kind: "next" }, where: {} });
    expect(text).toContain("Today (November 24) the sun sets on Kauaʻi (Līhuʻe) at about 5:53 pm");
    expect(text).toMatch(/stays light for about 2\d minutes after, so it is dark by about 6:1\d pm/);
    expect(text).toContain("Worked out for Kauaʻi's position");
  });

  it("answers for a named month at the start, middle and end of it, and for tomorrow", () => {
    const dark = sunTimesAnswer("dark", { now: NOV_24, day: { kind: "month", month: 1 }, where: {} });
    // January is next year's: mid-January sunset 6:14 pm, dark about 25 minutes later.
    expect(dark).toMatch(
      /^In mid-January it is dark on Kauaʻi \(Līhuʻe\) by about 6:3\d pm: the sun sets at about 6:1[3-5] pm/,
    );
    expect(dark).toContain("on January 31");
    const tomorrow = sunTimesAnswer("sunrise", {
      now: NOV_24,
      day: sunDayOf("sunrise tomorrow?", NOV_24, null),
      where: {},
    });
    expect(tomorrow).toMatch(/^Tomorrow \(November 25\) the sun rises on Kauaʻi \(Līhuʻe\) at about 6:5\d am/);
  });

  it("finds the day asked about: dates, holidays, weekdays, this message's month before an earlier one", () => {
    const at = (message: string, earlier: number | null = null) => sunDayOf(message, NOV_24, earlier);
    expect(at("sunset on the 4th of july?")).toEqual({ kind: "date", date: "2027-07-04", label: "On July 4" });
    expect(at("what time is sunset on christmas")).toMatchObject({ date: "2026-12-25" });
    expect(at("sunrise on new years day")).toMatchObject({ date: "2027-01-01" });
    expect(at("when does it get dark on thanksgiving")).toMatchObject({ date: "2026-11-26" });
    expect(at("sunset dec 3rd")).toMatchObject({ date: "2026-12-03" });
    expect(at("sunset on the 2nd of march")).toMatchObject({ date: "2027-03-02" });
    // 2026-11-24 is a Tuesday: Saturday is the 28th; "tuesday" is today.
    expect(at("what time is sunset on saturday")).toEqual({
      kind: "date",
      date: "2026-11-28",
      label: "On November 28",
    });
    expect(at("sunset tuesday?")).toMatchObject({ date: "2026-11-24", label: "Today (November 24)" });
    expect(at("sunset in march?")).toEqual({ kind: "month", month: 3 });
    // A month named earlier in the conversation counts only when this message names no day.
    expect(at("and what time is sunset tomorrow?", 3)).toMatchObject({ date: "2026-11-25" });
    expect(at("what time is sunrise today", 3)).toMatchObject({ date: "2026-11-24" });
    expect(at("and when does it get dark?", 3)).toEqual({ kind: "month", month: 3 });
    expect(at("when does it get dark?")).toEqual({ kind: "next" });
  });

  it("with no day named, answers the next one: tomorrow's sunrise late in the day", () => {
    const evening = new Date("2026-11-25T09:00:00Z"); // 11 pm on November 24 in Hawaiʻi
    expect(sunTimesAnswer("sunrise", { now: evening, day: { kind: "next" }, where: {} })).toMatch(
      /^Tomorrow \(November 25\) the sun rises/,
    );
    expect(sunTimesAnswer("sunset", { now: evening, day: { kind: "next" }, where: {} })).toMatch(
      /^Tomorrow \(November 25\) the sun sets/,
    );
  });

  it("uses the named town or place", () => {
    const july = sunTimesAnswer("sunset", {
      now: NOV_24,
      day: { kind: "month", month: 7 },
      where: { town: "Hanalei" },
    });
    expect(july).toMatch(/^In mid-July the sun sets at Hanalei at about 7:2[45] pm/);
    const place = { name: "Polihale State Park", latitude: 22.08, longitude: -159.76 };
    const west = sunTimesAnswer("sunset", { now: NOV_24, day: { kind: "next" }, where: { place } });
    // About 0.4° further west than Līhuʻe: the sun sets there a minute or two later.
    expect(west).toMatch(/at Polihale State Park at about 5:5[4-6] pm/);
  });
});

describe("the built-in concierge on sun questions", () => {
  let database: DatabaseHandle;
  let directory: Directory;
  beforeAll(async () => {
    ({ database, directory } = await openSeededDirectory());
  });
  afterAll(async () => {
    await database.close();
  });

  it("leads with the computed time, and lists places only when asked where", () => {
    const onlyTime = answerBuiltin(
      directory,
      { history: [], message: "when does it get dark in december", now: NOV_24 },
      "AlohaBot",
    );
    expect(onlyTime.text).toMatch(/^In mid-December it is dark on Kauaʻi \(Līhuʻe\) by about 6:2\d pm/);
    expect(onlyTime.places).toEqual([]);
    const where = answerBuiltin(
      directory,
      { history: [], message: "what time is sunset in june and where should we watch it", now: NOV_24 },
      "AlohaBot",
    );
    expect(where.text).toMatch(/^In mid-June the sun sets on Kauaʻi \(Līhuʻe\) at about 7:2\d pm/);
    expect(where.places.length).toBeGreaterThan(0);
  });

  it("keeps what else the message asks, and never answers for another island", () => {
    const ask = (message: string) => answerBuiltin(directory, { history: [], message, now: NOV_24 }, "AlohaBot");
    const safety = ask("what time is sunset? is there a flash flood risk on the kalalau trail");
    expect(safety.text).toMatch(/^Today \(November 24\) the sun sets/);
    expect(safety.text.toLowerCase()).toContain("flood");
    const maui = ask("What time is sunset on Maui?");
    expect(maui.text).not.toContain("the sun sets");
    const followUp = answerBuiltin(
      directory,
      {
        history: [
          { role: "user", content: "we are visiting kauai in march" },
          { role: "assistant", content: "March is a lovely time to visit." },
        ],
        message: "what time is sunset tomorrow?",
        now: NOV_24,
      },
      "AlohaBot",
    );
    expect(followUp.text).toMatch(/^Tomorrow \(November 25\) the sun sets/);
  });
});
