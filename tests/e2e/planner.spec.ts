import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { DAY_EDITOR } from "../../src/shared/messages/itinerary";
import type { SavedItinerary } from "../../src/shared/schemas/itinerary";
import { expect, test, VIEWPORTS } from "./fixtures";

// Issue 20: a generated plan's times make sense, and a saved plan's day can be regenerated, a stop
// replaced and stops reordered, with the times updated at once.

const preferences = {
  duration: "2 days",
  people: "2",
  interests: ["Hiking & Nature", "Photography & Scenic Views"],
  diningStyle: "Mid-range",
  cuisines: ["Seafood"],
  activityLevel: "Moderate",
  groupType: "Couple",
  budget: "Moderate ($$)",
};

async function signUp(page: Page, label: string) {
  const email = `${label}.${Date.now()}@example.com`;
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "planner-password-1", name: "" },
  });
  expect(res.status()).toBe(200);
  await page.request.post("/api/me/consent", { data: { consent: true } });
}

async function save(request: APIRequestContext): Promise<SavedItinerary> {
  const res = await request.post("/api/itineraries", { data: { preferences, title: "Planner check" } });
  expect(res.status()).toBe(201);
  return (await res.json()) as SavedItinerary;
}

function minutes(time: string): number {
  const [, h, m, half] = time.match(/^(\d{1,2}):(\d{2}) (AM|PM)$/) ?? [];
  return ((Number(h) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(m);
}

async function stopTimes(page: Page, day: number) {
  return (await page.getByTestId(`day-editor-${day}`).getByTestId("stop-time").allTextContents()).map((t) => t.trim());
}
async function stopNames(page: Page, day: number) {
  return (await page.getByTestId(`day-editor-${day}`).getByTestId("stop-name").allTextContents()).map((t) => t.trim());
}

/** A move of one visit by one place that the day's time windows allow, found on a copy of the same plan. */
async function feasibleMove(request: APIRequestContext, saved: SavedItinerary) {
  const copy = await save(request);
  const activities = copy.itinerary.days[0]?.activities ?? [];
  for (let from = 1; from < activities.length - 1; from++) {
    if (activities[from]?.kind !== "visit") continue;
    const order = activities.map((_, i) => i);
    order[from] = from + 1;
    order[from + 1] = from;
    const res = await request.put(`/api/itineraries/${copy.id}/days/0/order`, { data: { order } });
    if (res.ok()) return { from, name: saved.itinerary.days[0]?.activities[from]?.name ?? "" };
    // A refused swap leaves the copy as it was; try the next.
  }
  return null;
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`${width}: a saved plan's times make sense; regenerate a day, replace a stop and reorder`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signUp(page, `planner.${width}`);
    const saved = await save(page.request);
    await page.goto(`/itinerary/${saved.id}`);
    await expect(page.getByRole("heading", { name: DAY_EDITOR.heading })).toBeVisible();

    // Times make sense: breakfast first, every time later than the one before, sunset last or before dinner.
    for (const [dayIndex, day] of saved.itinerary.days.entries()) {
      const times = await stopTimes(page, dayIndex);
      expect(times).toEqual(day.activities.map((a) => a.time));
      expect(day.activities[0]?.kind).toBe("breakfast");
      for (let i = 1; i < times.length; i++)
        expect(minutes(times[i] ?? "")).toBeGreaterThan(minutes(times[i - 1] ?? ""));
      const sunset = day.activities.findIndex((a) => a.kind === "sunset");
      if (sunset !== -1) expect(day.activities.slice(sunset + 1).every((a) => a.kind === "dinner")).toBe(true);
    }
    await expect(page.getByText(saved.itinerary.days[0]?.activities[0]?.name ?? "").first()).toBeVisible();

    // Reorder first: a swap of two neighbouring stops that the windows allow (found on an identical copy),
    // by drag on desktop and by keyboard on the phone; the names swap and the times are recomputed.
    const move = await feasibleMove(page.request, saved);
    expect(move).not.toBeNull();
    const from = move?.from ?? 1;
    const before = { names: await stopNames(page, 0), times: await stopTimes(page, 0) };
    const list = page.getByRole("list", { name: DAY_EDITOR.stopsLabel(1) });
    if (width === "desktop") {
      await list
        .getByRole("listitem")
        .nth(from)
        .dragTo(list.getByRole("listitem").nth(from + 1));
    } else {
      await page.getByRole("button", { name: DAY_EDITOR.dragHandle(move?.name ?? "") }).focus();
      await page.keyboard.press("Alt+ArrowDown");
    }
    await expect.poll(() => stopNames(page, 0)).not.toEqual(before.names);
    const reordered = await stopNames(page, 0);
    expect(reordered[from + 1]).toBe(before.names[from]);
    expect(reordered[from]).toBe(before.names[from + 1]);
    expect(await stopTimes(page, 0)).not.toEqual(before.times);

    // Replace the first visit of day 1: another place takes its slot.
    const firstVisit = reordered[saved.itinerary.days[0]?.activities.findIndex((a) => a.kind === "visit") ?? 1] ?? "";
    await page.getByRole("button", { name: DAY_EDITOR.replaceLabel(firstVisit) }).click();
    await expect.poll(() => stopNames(page, 0)).not.toContain(firstVisit);

    // Regenerate day 2: its stops change, day 1 stays.
    const day1Before = await stopNames(page, 0);
    const day2Before = await stopNames(page, 1);
    await page.getByRole("button", { name: `${DAY_EDITOR.regenerate} 2` }).click();
    await expect.poll(() => stopNames(page, 1)).not.toEqual(day2Before);
    expect(await stopNames(page, 0)).toEqual(day1Before);
    await expect(page.getByText(DAY_EDITOR.updated).first()).toBeVisible();
    // The editor has no serious or critical accessibility problems.
    const results = await new AxeBuilder({ page }).include('[aria-labelledby="day-editor-heading"]').analyze();
    expect(
      results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
    ).toEqual([]);
    await page.screenshot({ path: `test-results/screens/planner-day-editor-${width}.png`, fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
}
