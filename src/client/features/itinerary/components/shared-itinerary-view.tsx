import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { NotFoundPage } from "@/client/components/errors/not-found-page";
import { apiFetch } from "@/client/lib/api-client";
import { LOADING } from "@/shared/messages/shell";
import type { Itinerary } from "@/shared/schemas/itinerary";
import { ItineraryResult } from "./itinerary-result";

/** A shared itinerary: read-only, no personal data. */
export function SharedItineraryView() {
  const { token = "" } = useParams();
  const query = useQuery({
    queryKey: ["shared-itinerary", token],
    queryFn: () => apiFetch<{ itinerary: Itinerary }>(`/api/shared/${encodeURIComponent(token)}`),
    retry: false,
  });
  if (query.isPending)
    return (
      <p className="p-10 text-center" role="status">
        {LOADING}
      </p>
    );
  if (!query.data) return <NotFoundPage />;
  return <ItineraryResult itinerary={query.data.itinerary} />;
}
