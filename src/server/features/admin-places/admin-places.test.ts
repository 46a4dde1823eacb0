import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLogs } from "@/server/db/schema/admin";
import { placesDirectory } from "@/server/db/schema/directory";
import { pngImage } from "@/server/features/admin-uploads/test-images";
import { ADMIN_PLACES } from "@/shared/messages/admin-curation";
import type { AdminPlace, AdminPlacesResponse, PlaceChecks } from "@/shared/schemas/admin-places";
import type { UploadResult } from "@/shared/schemas/admin-uploads";
import type { PlaceFacts } from "@/shared/schemas/place-facts";
import { createAdminAgent } from "../../../../tests/setup/admin";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

const v = ADMIN_PLACES.validation;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date("2026-11-23T20:00:00Z"));
  admin = await createAdminAgent(t, "places@example.com");
});
afterAll(async () => {
  await t.close();
});

const FACTS: PlaceFacts = {
  access: { mode: "roadside", note: "Park at the end of the road." },
  safetyNotes: ["No lifeguard."],
  ocean: { summer: "caution", winter: "dangerous", lifeguard: false },
  suitability: { toddlers: false, kids: true, beginners: false, wheelchair: false },
  meals: [],
  hours: null,
  faces: null,
  bestTimesOfDay: ["morning"],
  reservation: null,
  status: "open",
  verifiedOn: "2026-11-01",
  sources: [{ title: "County of Kauai", url: "https://www.kauai.gov/" }],
};

const create = (json: Record<string, unknown>) => admin.agent.request("/api/admin/places", { json });
const list = async (query = "") =>
  (await (await admin.agent.request(`/api/admin/places${query}`)).json()) as AdminPlacesResponse;
const card = async (name: string) =>
  (
    (await (await createAgent(t).request(`/api/places/info?name=${encodeURIComponent(name)}`)).json()) as {
      place: { source: string; description?: string | null };
    }
  ).place;

describe("Places Directory", () => {
  it("applies the defaults and requires name, place id and a listed category", async () => {
    const res = await create({
      name: "Moloaa Bay",
      placeId: "test-moloaa",
      category: "Beach",
      aliases: "Moloa'a, ,Moloaa Beach",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      isActive: true,
      showInChat: true,
      displayOrder: 0,
      aliases: ["Moloa'a", "Moloaa Beach"],
      latitude: null,
      facts: null,
    });
    const bad = await create({ name: "", placeId: " ", category: "Volcano" });
    expect((await errorOf(bad)).fields).toMatchObject({
      name: v.nameRequired,
      placeId: v.placeIdRequired,
      category: v.categoryRequired,
    });
    const taken = await create({ name: "Other", placeId: "test-moloaa", category: "Park" });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).fields?.placeId).toBe(v.placeIdTaken);
  });

  it("takes coordinates only on Kauai, both or neither", async () => {
    const honolulu = await create({
      name: "H",
      placeId: "test-h",
      category: "Park",
      latitude: 21.3,
      longitude: -157.85,
    });
    expect((await errorOf(honolulu)).fields).toMatchObject({ latitude: v.notOnKauai, longitude: v.notOnKauai });
    const half = await create({ name: "H", placeId: "test-h", category: "Park", latitude: 22.0 });
    expect((await errorOf(half)).fields?.longitude).toBe(v.bothCoordinates);
    const text = await create({ name: "H", placeId: "test-h", category: "Park", latitude: "abc", longitude: "-159.5" });
    expect((await errorOf(text)).fields?.latitude).toBe(v.number);
    const ok = await create({
      name: "Wailua Falls",
      placeId: "test-wailua",
      category: "Waterfall",
      latitude: "22.0383",
      longitude: "-159.3785",
    });
    expect(await ok.json()).toMatchObject({ latitude: 22.0383, longitude: -159.3785 });
  });

  it("edits the description and verified facts; the chat card shows them on the next request", async () => {
    const [place] = (await list("?q=moloaa")).items;
    expect((await card("Moloaa Bay")).source).toBe("directory");
    const res = await admin.agent.request(`/api/admin/places/${place!.id}`, {
      method: "PUT",
      json: { ...place, description: "A quiet crescent bay on the north-east shore.", facts: FACTS },
    });
    expect(res.status).toBe(200);
    expect((await card("Moloaa Bay")).description).toBe("A quiet crescent bay on the north-east shore.");
    const [row] = await t.database.db.select().from(placesDirectory).where(eq(placesDirectory.id, place!.id));
    expect(row?.facts).toEqual(FACTS);
    // Facts must match the concierge's schema.
    const bad = await admin.agent.request(`/api/admin/places/${place!.id}`, {
      method: "PUT",
      json: { ...place, facts: { ...FACTS, access: { mode: "teleport" }, sources: [] } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {})).toEqual(
      expect.arrayContaining(["facts.access.mode", "facts.sources"]),
    );
    // Leaving facts out keeps them.
    await admin.agent.request(`/api/admin/places/${place!.id}`, {
      method: "PUT",
      json: { name: "Moloaa Bay", placeId: "test-moloaa", category: "Beach", description: "Edited again" },
    });
    const [kept] = await t.database.db.select().from(placesDirectory).where(eq(placesDirectory.id, place!.id));
    expect(kept?.facts).toEqual(FACTS);
  });

  it("searches name, location and address, filters by category, and toggles with an audit row", async () => {
    await create({
      name: "Kealia Beach",
      placeId: "test-kealia",
      category: "Beach",
      address: "Kuhio Hwy, Kapaa",
      location: "East Side",
    });
    expect((await list("?q=kapaa")).items.map((p) => p.name)).toEqual(["Kealia Beach"]);
    expect((await list("?q=east%20side")).items.map((p) => p.name)).toEqual(["Kealia Beach"]);
    expect((await list("?category=Waterfall")).items.map((p) => p.name)).toEqual(["Wailua Falls"]);
    expect((await admin.agent.request("/api/admin/places?category=Volcano")).status).toBe(400);
    const [kealia] = (await list("?q=kealia")).items;
    const off = await admin.agent.request(`/api/admin/places/${kealia!.id}/active`, { json: { isActive: false } });
    expect(await off.json()).toMatchObject({ isActive: false });
    expect((await card("Kealia Beach")).source).toBe("not_found");
    const audit = await t.database.db.select().from(adminAuditLogs).where(eq(adminAuditLogs.targetId, kealia!.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["place.create", "place.deactivate"]));
  });

  it("flags possible duplicates (same name, or within 50 m) and lists places unverified for 12 months", async () => {
    await create({ name: "Wailua  Falls!", placeId: "test-wailua-2", category: "Waterfall" });
    await create({
      name: "Falls Lookout",
      placeId: "test-lookout",
      category: "Viewpoint",
      latitude: 22.0386,
      longitude: -159.3785,
    });
    await create({
      name: "Old Facts Beach",
      placeId: "test-old",
      category: "Beach",
      facts: { ...FACTS, verifiedOn: "2025-11-22" },
    });
    const checks = (await (await admin.agent.request("/api/admin/places/checks")).json()) as PlaceChecks;
    const pairs = checks.duplicates.map((d) => [d.a.name, d.b.name, d.reason].sort().join("|"));
    expect(pairs).toContain(["Wailua Falls", "Wailua  Falls!", "name"].sort().join("|"));
    const near = checks.duplicates.find((d) => d.reason === "distance");
    expect(near?.meters).toBeLessThanOrEqual(50);
    const stale = checks.stale.map((s) => s.name);
    expect(stale).toContain("Old Facts Beach");
    expect(stale).toContain("Kealia Beach"); // never verified
    expect(stale).not.toContain("Moloaa Bay"); // verified 2026-11-01
  });

  it("deletes a place with its stored image, and bulk-deactivates and deletes", async () => {
    const body = new FormData();
    body.set("kind", "places");
    body.set("name", "Delete Me");
    body.set("file", new Blob([new Uint8Array(await pngImage())]), "p.png");
    const upload = (await (
      await admin.agent.request("/api/admin/uploads", { method: "POST", body })
    ).json()) as UploadResult;
    const place = (await (
      await create({ name: "Delete Me", placeId: "test-delete", category: "Other", imageUrl: upload.url })
    ).json()) as AdminPlace;
    expect((await admin.agent.request(`/api/admin/places/${place.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await admin.agent.request(upload.url)).status).toBe(404);

    const ids = (await list("?q=falls")).items.map((p) => p.id);
    const res = await admin.agent.request("/api/admin/places/bulk", { json: { ids, action: "deactivate" } });
    expect(await res.json()).toEqual({ affected: ids.length });
    expect((await list("?q=falls")).items.every((p) => !p.isActive)).toBe(true);
    await admin.agent.request("/api/admin/places/bulk", { json: { ids, action: "delete" } });
    expect((await list("?q=falls")).total).toBe(0);
  });
});
