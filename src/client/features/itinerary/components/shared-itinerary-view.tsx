import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { NotFoundPage } from "@/client/components/errors/not-found-page";
import { LOADING } from "@/shared/messages/shell";
import { getSharedItineraryQueryOptions } from "../api/itinerary-api";
import { ItineraryResult } from "./itinerary-result";

/** A shared itinerary: read-only, no personal data. */
export function SharedItineraryView() {
  const { token = "" } = useParams();
  const query = useQuery(getSharedItineraryQueryOptions(token));
  if (query.isPending)
    return (
      <p className="p-10 text-center" role="status">
        {LOADING}
      </p>
    );
  if (!query.data) return <NotFoundPage />;
  return <ItineraryResult itinerary={query.data.itinerary} />;
}
