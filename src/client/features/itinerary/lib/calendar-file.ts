import type { Itinerary } from "@/shared/schemas/itinerary";

function icsDate(date: Date): string {
  return `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, "0")}${String(date.getDate()).padStart(2, "0")}`;
}

function icsTime(date: Date, minutes: number): string {
  return `${icsDate(date)}T${String(Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}00`;
}

/** "8:30 AM" → minutes after midnight. */
export function parseClock(text: string): number {
  const match = text.match(/^(\d{1,2}):(\d{2}) (AM|PM)$/);
  if (!match) return 9 * 60;
  let hours = Number(match[1]) % 12;
  if (match[3] === "PM") hours += 12;
  return hours * 60 + Number(match[2]);
}

function minutesOf(duration: string): number {
  const hours = duration.match(/([\d.]+) hours?/);
  if (hours) return Math.round(Number(hours[1]) * 60);
  const minutes = duration.match(/(\d+) minutes/);
  return minutes ? Number(minutes[1]) : 60;
}

function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n");
}

/** The itinerary as an iCalendar file: one event per activity, in Kauai's time zone, from the start date. */
export function itineraryToIcs(itinerary: Itinerary, start: Date, stamp = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//AlohaBot//Itinerary//EN",
    "CALSCALE:GREGORIAN",
    "X-WR-TIMEZONE:Pacific/Honolulu",
  ];
  itinerary.days.forEach((day, dayIndex) => {
    const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + dayIndex);
    day.activities.forEach((activity, index) => {
      const begin = parseClock(activity.time);
      const end = begin + minutesOf(activity.duration);
      lines.push(
        "BEGIN:VEVENT",
        `UID:${icsDate(date)}-${dayIndex}-${index}@alohabot`,
        `DTSTAMP:${stamp
          .toISOString()
          .replace(/[-:]/g, "")
          .replace(/\.\d{3}/, "")}`,
        `DTSTART;TZID=Pacific/Honolulu:${icsTime(date, begin)}`,
        `DTEND;TZID=Pacific/Honolulu:${icsTime(date, Math.min(end, 23 * 60 + 59))}`,
        `SUMMARY:${escapeText(activity.name)}`,
        `LOCATION:${escapeText(activity.location)}`,
        `DESCRIPTION:${escapeText(`${day.title}\n${activity.description}\nTip: ${activity.tip}`)}`,
        "END:VEVENT",
      );
    });
  });
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

export function downloadIcs(itinerary: Itinerary, start: Date): void {
  const blob = new Blob([itineraryToIcs(itinerary, start)], { type: "text/calendar;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `kauai-itinerary-${itinerary.duration.replace(/\s+/g, "-")}.ics`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
