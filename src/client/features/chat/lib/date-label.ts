import { CHAT } from "@/shared/messages/chat";

const DAY = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Today, Yesterday, 'N days ago' up to 7 days, then a short date (spec). */
export function conversationDateLabel(value: string | Date, now = new Date()): string {
  const date = new Date(value);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days <= 0) return CHAT.dates.today;
  if (days === 1) return CHAT.dates.yesterday;
  if (days <= 7) return CHAT.dates.daysAgo(days);
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric" });
}
