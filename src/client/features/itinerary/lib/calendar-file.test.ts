import { describe, expect, it } from "vitest";
import type { Itinerary } from "@/shared/schemas/itinerary";
import { itineraryToIcs, parseClock } from "./calendar-file";

const itinerary: Itinerary = {
  duration: "2 days",
  overview: { totalDays: 2, totalPlaces: 2, estimatedTime: "Varied" },
  introduction: "x",
  tips: [],
  days: [
    {
      title: "Day 1: Beaches",
      theme: "Beaches",
      estimatedTime: "6 hours",
      description: "d",
      summary: "s",
      region: "South Shore",
      driveMinutes: 10,
      activities: [
        {
          time: "8:00 AM",
          name: "Poʻipū Beach Park",
          category: "Beach",
          description: "Calm, with lifeguards",
          duration: "2 hours",
          location: "Hoone Rd, Poʻipū",
          rating: null,
          tip: "Go early; parking fills",
        },
      ],
    },
    {
      title: "Day 2: Views",
      theme: "Views",
      estimatedTime: "5 hours",
      description: "d",
      summary: "s",
      region: "West Side",
      driveMinutes: 10,
      activities: [
        {
          time: "1:30 PM",
          name: "Waimea Canyon Lookout",
          category: "Viewpoint",
          description: "Big views",
          duration: "30 minutes",
          location: "Kokee Rd",
          rating: null,
          tip: "Clouds by noon",
        },
      ],
    },
  ],
};

describe("the calendar file", () => {
  it("has one event per activity on consecutive days from the start date", () => {
    const ics = itineraryToIcs(itinerary, new Date(2026, 11, 20), new Date("2026-11-21T00:00:00Z"));
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("DTSTART;TZID=Pacific/Honolulu:20261220T080000");
    expect(ics).toContain("DTEND;TZID=Pacific/Honolulu:20261220T100000");
    expect(ics).toContain("DTSTART;TZID=Pacific/Honolulu:20261221T133000");
    expect(ics).toContain("SUMMARY:Waimea Canyon Lookout");
    expect(ics).toContain("DESCRIPTION:Day 1: Beaches\\nCalm\\, with lifeguards\\nTip: Go early\\; parking fills");
  });

  it("reads the itinerary's clock times", () => {
    expect(parseClock("12:00 PM")).toBe(720);
    expect(parseClock("12:15 AM")).toBe(15);
    expect(parseClock("6:30 PM")).toBe(1110);
  });
});
