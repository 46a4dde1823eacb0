import { errorResponses } from "@/server/lib/openapi";

// Route groups import jsonContent from the one helper in src/server/lib/openapi.ts.
export { jsonContent } from "@/server/lib/openapi";

/** The refusals every admin route can answer with (from the guard and validation). */
export const ADMIN_ERROR_RESPONSES = errorResponses(
  [400, "Invalid input, with the field named"],
  [401, "Not signed in"],
  [403, "Not an admin, or a change nobody may make"],
);
// Kept for admin areas written on other branches before the helper moved; new code imports from lib/openapi.
export { apiErrorSchema as adminErrorSchema } from "@/shared/schemas/api";
