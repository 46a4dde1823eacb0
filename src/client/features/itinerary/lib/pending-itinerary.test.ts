import { afterEach, describe, expect, it } from "vitest";
import type { Itinerary } from "@/shared/schemas/itinerary";
import { clearPendingItinerary, keepPendingItinerary, readPendingItinerary } from "./pending-itinerary";
import { EMPTY_FORM } from "./wizard-form";

afterEach(() => sessionStorage.clear());

describe("the itinerary kept for the sign-in detour", () => {
  const pending = { form: EMPTY_FORM, itinerary: { title: "3 days on Kauai" } as unknown as Itinerary };

  it("survives being read twice (the builder may mount twice while the session settles)", () => {
    keepPendingItinerary(pending);
    expect(readPendingItinerary()).toEqual(pending);
    expect(readPendingItinerary()).toEqual(pending);
  });

  it("is gone once cleared (saved, regenerated or started over)", () => {
    keepPendingItinerary(pending);
    clearPendingItinerary();
    expect(readPendingItinerary()).toBeNull();
  });
});
