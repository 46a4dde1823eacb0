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

export function takePendingItinerary(): PendingItinerary | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as PendingItinerary) : null;
  } catch {
    return null;
  }
}
