import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/server/lib/router";
import { placeCardSchema } from "@/shared/schemas/place-card";
import type { DirectoryPlace } from "./directory";
import { toCard } from "./place-cards";
import { normalize } from "./text";

const resolvedPlaceSchema = z.object({
  name: z.string(),
  place_id: z.string().nullable(),
  address: z.string().nullable(),
  rating: z.number().nullable(),
  user_ratings_total: z.number().nullable(),
  place_type: z.string().nullable(),
  original_context: z.string().nullable(),
  location_lat: z.number().nullable(),
  location_lng: z.number().nullable(),
  status: z.enum(["operational", "ambiguous", "not_found"]),
});

const resolveRoute = createRoute({
  method: "post",
  path: "/places/resolve",
  summary: "Match recommended names against the places directory (the spec's resolve-places)",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            recommendations: z
              .array(
                z.object({
                  name: z.string().trim().min(1, "A name is required").max(200),
                  context: z.string().max(500).optional(),
                }),
              )
              .max(10, "At most 10 recommendations"),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: "Matches",
      content: { "application/json": { schema: z.object({ places: z.array(resolvedPlaceSchema) }) } },
    },
  },
});

const infoRoute = createRoute({
  method: "get",
  path: "/places/info",
  summary: "One place from the directory by name (the spec's place-info)",
  request: { query: z.object({ name: z.string().trim().min(1, "A name is required").max(200) }) },
  responses: {
    200: {
      description: "The place, or source not_found",
      content: {
        "application/json": {
          schema: z.object({
            place: z.union([placeCardSchema, z.object({ name: z.string(), source: z.literal("not_found") })]),
          }),
        },
      },
    },
  },
});

function matchesFor(places: DirectoryPlace[], name: string): DirectoryPlace[] {
  const wanted = normalize(name);
  const exact = places.filter((place) => place.names.includes(wanted));
  if (exact.length > 0) return exact;
  return wanted.length >= 4
    ? places.filter((place) => place.names.some((candidate) => candidate.startsWith(wanted)))
    : [];
}

export function placesRoutes() {
  const app = createRouter();
  app.openapi(resolveRoute, async (c) => {
    const directory = await c.get("deps").directory.get();
    const { recommendations } = c.req.valid("json");
    const places = recommendations.map((item) => {
      const matches = matchesFor(directory.places, item.name);
      const place = matches[0];
      return {
        name: place?.name ?? item.name,
        place_id: place?.placeId ?? null,
        address: place?.address ?? null,
        rating: null,
        user_ratings_total: null,
        place_type: place?.placeType ?? null,
        original_context: item.context ?? null,
        location_lat: place?.latitude ?? null,
        location_lng: place?.longitude ?? null,
        status:
          matches.length === 0
            ? ("not_found" as const)
            : matches.length === 1
              ? ("operational" as const)
              : ("ambiguous" as const),
      };
    });
    return c.json({ places }, 200);
  });
  app.openapi(infoRoute, async (c) => {
    const directory = await c.get("deps").directory.get();
    const { name } = c.req.valid("query");
    const [place] = matchesFor(directory.places, name);
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ place: place ? toCard(place) : { name, source: "not_found" as const } }, 200);
  });
  return app;
}
