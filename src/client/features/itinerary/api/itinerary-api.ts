import { apiFetch } from "@/client/lib/api-client";
import type { Itinerary } from "@/shared/schemas/itinerary";
import type { WizardForm } from "../lib/wizard-form";

/** The spec's call: the wizard's preferences with the duration converted to text like '3 days'. */
export function generateItinerary(form: WizardForm) {
  const { duration, ...rest } = form;
  return apiFetch<Itinerary>("/api/itinerary", {
    method: "POST",
    json: { preferences: { ...rest, duration: `${duration} days`, dates: { start: null, end: null } } },
  });
}
