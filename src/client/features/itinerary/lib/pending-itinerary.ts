import type { Itinerary } from "@/shared/schemas/itinerary";
import type { WizardForm } from "./wizard-form";

// A generated itinerary kept for the sign-in detour, so the visitor comes back to the same result.
const KEY = "alohabot.pending-itinerary";

export type PendingItinerary = { form: WizardForm; itinerary: Itinerary };

export function keepPendingItinerary(pending: PendingItinerary): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // storage unavailable: the visitor can generate again
  }
}

/**
 * The kept itinerary, left in place: the builder can mount more than once while the session settles after
 * signing in (the first mount must not take it away from the second). Cleared by clearPendingItinerary().
 */
export function readPendingItinerary(): PendingItinerary | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PendingItinerary) : null;
  } catch {
    return null;
  }
}

/** Forgets the kept itinerary (saved, replaced by a new one, or started over). */
export function clearPendingItinerary(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}
