import type { Db } from "@/server/db/client";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { createLogger } from "@/server/lib/logger";

/** Seeds a test database with the full directory, content and a super admin (quietly). */
export function seedForTests(db: Db) {
  return seedDatabase(db, {
    siteName: "AlohaBot",
    supportEmail: "s@alohabot.local",
    adminEmail: "a@alohabot.local",
    adminPassword: "test-admin-password",
    logger: createLogger("silent"),
  });
}

/** Valid itinerary preferences for tests that save or plan a trip. */
export const TEST_PREFERENCES = {
  duration: "2 days",
  people: "2",
  interests: ["Hiking & Nature"],
  diningStyle: "Mid-range",
  cuisines: ["Seafood"],
  activityLevel: "Moderate",
  groupType: "Couple",
  budget: "Moderate ($$)",
};
