import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { userRoles, users } from "@/server/db/schema/auth";
import { conversations, messages, savedMessages } from "@/server/db/schema/chat";
import { savedItineraries } from "@/server/db/schema/itineraries";
import { testCheckoutSessions } from "@/server/db/schema/payments";
import { profiles } from "@/server/db/schema/profiles";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { createLogger } from "@/server/lib/logger";
import type { PlaceCard } from "@/shared/schemas/place-card";
import { createAgent } from "./agent";
import { createPaidAgent } from "./factories";
import type { TestApp } from "./test-app";

// Shared by the authorization matrix and the fuzz test: the routes the router really has, the
// roles a request can come from, and resources owned by one user that the others try to reach.

export type Agent = ReturnType<typeof createAgent>;

/** "METHOD /path" for every route the app has, read from the router (middleware excluded). */
export function routeKeys(app: { routes: { method: string; path: string }[] }): string[] {
  const keys = new Set<string>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue; // app.use() middleware and catch-alls for any method
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys].sort();
}

export const ROLES = ["anonymous", "user", "paid", "admin", "superAdmin", "other"] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD = "probe-password-2026";
export const SUPER_ADMIN_PASSWORD = "probe-super-admin-2026";

/** The resources of the owner (the paid user); "other" is a second paid user reaching for them. */
export type Resources = {
  conversationId: string;
  messageId: string;
  savedItemId: string;
  itineraryId: string;
  /** How many stops the saved itinerary's first day has (a valid reorder lists each once). */
  itineraryDay0Stops: number;
  shareToken: string;
  checkoutId: string;
};

export const PREFERENCES = {
  duration: "2 days",
  people: "2",
  interests: ["Beaches & Water Sports"],
  diningStyle: "Mix of all",
  cuisines: ["Local Hawaiian"],
  activityLevel: "Relaxed",
  groupType: "Couple",
  budget: "Budget ($)",
};

let ipCounter = 0;
/** A fresh documentation-range address, so per-address limits never couple two callers. */
export function nextIp(): string {
  ipCounter++;
  return `198.19.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/**
 * Seeds the database, signs in one agent per role and builds the owner's resources once through
 * the API; `fresh()` then copies them in the database (no rate limit or quota is spent), so a
 * route that deletes or changes a resource always gets one of its own.
 */
export async function createProbeWorld(t: TestApp) {
  await seedDatabase(t.database.db, {
    siteName: t.env.SITE_NAME,
    supportEmail: t.env.SUPPORT_EMAIL,
    adminEmail: t.env.SUPER_ADMIN_EMAIL,
    adminPassword: SUPER_ADMIN_PASSWORD,
    logger: createLogger("silent"),
  });

  const anonymous = createAgent(t, { ip: nextIp() });

  const user = createAgent(t, { ip: nextIp() });
  await user.signUp("probe.user@example.com", PASSWORD);
  await user.request("/api/me/consent", { json: { consent: true } });

  const { agent: paid, userId: ownerId } = await createPaidAgent(t, "probe.owner@example.com", { ip: nextIp() });
  const { agent: other } = await createPaidAgent(t, "probe.other@example.com", { ip: nextIp() });

  const admin = createAgent(t, { ip: nextIp() });
  await admin.signUp("probe.admin@example.com", PASSWORD);
  await admin.request("/api/me/consent", { json: { consent: true } });
  await t.database.db.insert(userRoles).values({ userId: await userIdOf(t, "probe.admin@example.com"), role: "admin" });

  const superAdmin = createAgent(t, { ip: nextIp() });
  const signIn = await superAdmin.signIn(t.env.SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
  if (signIn.status !== 200) throw new Error(`super admin sign-in answered ${signIn.status}`);
  await superAdmin.request("/api/me/consent", { json: { consent: true } });

  const agents: Record<Role, Agent> = { anonymous, user, paid, admin, superAdmin, other };

  // The owner's originals, made the way the product makes them.
  const chat = (await (await paid.request("/api/chat", { json: { message: "Best snorkeling?" } })).json()) as {
    conversationId: string;
  };
  const itinerary = (await (await paid.request("/api/itineraries", { json: { preferences: PREFERENCES } })).json()) as {
    id: string;
  };
  const db = t.database.db;
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, chat.conversationId));
  const originalMessages = await db.select().from(messages).where(eq(messages.conversationId, chat.conversationId));
  const [savedItinerary] = await db.select().from(savedItineraries).where(eq(savedItineraries.id, itinerary.id));
  if (!conversation || !savedItinerary || originalMessages.length === 0) throw new Error("probe fixtures not created");

  async function fresh(): Promise<Resources> {
    const now = t.clock.now();
    const [copy] = await db
      .insert(conversations)
      .values({ userId: ownerId, title: conversation!.title, createdAt: now, updatedAt: now })
      .returning({ id: conversations.id });
    let messageId = "";
    let savedContent = "";
    let savedPlaces: PlaceCard[] = [];
    for (const message of originalMessages) {
      const [row] = await db
        .insert(messages)
        .values({ conversationId: copy!.id, role: message.role, content: message.content, places: message.places })
        .returning({ id: messages.id });
      if (message.role === "assistant") {
        messageId = row!.id;
        savedContent = message.content;
        savedPlaces = message.places;
      }
    }
    const [saved] = await db
      .insert(savedMessages)
      .values({
        messageId,
        conversationId: copy!.id,
        content: savedContent,
        places: savedPlaces,
        userId: ownerId,
        category: "beaches",
      })
      .returning({ id: savedMessages.id });
    // A second assistant message, not yet saved, so "save" has something to save.
    const [unsaved] = await db
      .insert(messages)
      .values({ conversationId: copy!.id, role: "assistant", content: "Try Tunnels Beach.", places: [] })
      .returning({ id: messages.id });
    const shareToken = randomBytes(16).toString("base64url");
    const [itineraryCopy] = await db
      .insert(savedItineraries)
      .values({
        userId: ownerId,
        title: savedItinerary!.title,
        durationDays: savedItinerary!.durationDays,
        preferences: savedItinerary!.preferences,
        itinerary: savedItinerary!.itinerary,
        shareToken,
      })
      .returning({ id: savedItineraries.id });
    const checkoutId = `cs_test_${randomBytes(12).toString("base64url")}`;
    await db.insert(testCheckoutSessions).values({
      id: checkoutId,
      userId: ownerId,
      amountCents: 1499,
      currency: "usd",
      productName: "AlohaBot Premium - lifetime access",
      successUrl: `${t.env.PUBLIC_URL}/payment/return?session_id=${checkoutId}`,
      cancelUrl: `${t.env.PUBLIC_URL}/payment?canceled=1`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
    });
    return {
      conversationId: copy!.id,
      messageId: unsaved!.id,
      savedItemId: saved!.id,
      itineraryId: itineraryCopy!.id,
      itineraryDay0Stops:
        (savedItinerary!.itinerary as { days: { activities: unknown[] }[] }).days[0]?.activities.length ?? 0,
      shareToken,
      checkoutId,
    };
  }

  /** Keeps the owner's daily chat quota from running out during long runs. */
  async function resetQuotas() {
    await db.update(profiles).set({ questionCount: 0 });
  }

  return { agents, fresh, resetQuotas, ownerId };
}
