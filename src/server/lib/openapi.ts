import type { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "@/shared/schemas/api";

/**
 * The one OpenAPI helper every route group uses: a JSON body for a response or a request, and the
 * error responses in the app's one error shape. Response schemas live in src/shared/schemas so the
 * client parses answers with the same schema the server documents.
 */
export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** A required JSON request body. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } } as const;
}

const ERROR_DESCRIPTIONS = {
  400: "Invalid input, with each field named",
  401: "Not signed in",
  403: "Not allowed (premium or admin only, or a foreign origin)",
  404: "Not found, or not yours",
  409: "Conflicts with the current state",
  410: "Gone (expired)",
  413: "The request body is too large",
  422: "Refused (spam)",
  429: "Too many requests",
  503: "The database does not answer",
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Error responses for the given statuses, each with the standard description unless one is given. */
export function errorResponses<S extends ErrorStatus>(...statuses: Array<S | readonly [S, string]>) {
  const responses = {} as Record<S, ReturnType<typeof jsonContent<typeof apiErrorSchema>>>;
  for (const entry of statuses) {
    const status: S = typeof entry === "number" ? entry : entry[0];
    const description = typeof entry === "number" ? ERROR_DESCRIPTIONS[entry] : entry[1];
    responses[status] = jsonContent(apiErrorSchema, description);
  }
  return responses;
}
