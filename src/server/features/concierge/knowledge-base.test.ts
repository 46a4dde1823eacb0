import { describe, expect, it } from "vitest";
import {
  driveBetween,
  LIHUE_HIGH_F,
  loadKnowledgeBase,
  MONTH_NAMES,
  nearestTown,
  TOWN_POINTS,
  weatherLine,
} from "./knowledge-base";

const kb = loadKnowledgeBase();

describe("the knowledge base's drive times and weather", () => {
  it("places each town's own centre in that town", () => {
    for (const [town, [lat, lon]] of Object.entries(TOWN_POINTS)) expect(nearestTown(lat, lon)).toBe(town);
  });

  it("answers a drive to the same town as zero, and a multi-leg drive as the sum of its legs", () => {
    expect(driveBetween(kb, "Hanalei", "Hanalei")).toEqual({ minutes: 0, miles: 0, via: ["Hanalei"], stated: true });
    const long = driveBetween(kb, "Kōkeʻe", "Kapaʻa");
    expect(long).not.toBeNull();
    expect(long!.stated).toBe(false);
    expect(long!.via[0]).toBe("Kōkeʻe");
    expect(long!.via.at(-1)).toBe("Kapaʻa");
    expect(long!.via.length).toBeGreaterThan(2);
    let sum = 0;
    for (let i = 1; i < long!.via.length; i++) sum += driveBetween(kb, long!.via[i - 1]!, long!.via[i]!)!.minutes;
    expect(long!.minutes).toBe(sum);
  });

  it("finds no drive between towns the table does not connect", () => {
    expect(driveBetween({ ...kb, legs: [] }, "Hanalei", "Waimea")).toBeNull();
  });

  it("describes every month with its Līhuʻe high and how rainy it is", () => {
    for (let month = 1; month <= 12; month++) {
      const line = weatherLine(month);
      expect(line.startsWith(`${MONTH_NAMES[month - 1]} is warm`)).toBe(true);
      expect(line).toContain(`about ${LIHUE_HIGH_F[month - 1]}°F`);
      expect(line).toMatch(/wetter months|drier months|moderately rainy month/);
    }
    expect(weatherLine(12)).toContain("one of the wetter months");
    expect(weatherLine(6)).toContain("one of the drier months");
  });
});
