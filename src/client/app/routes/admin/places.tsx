import { PlacesPage } from "@/client/features/admin-places/components/places-page";

export function Component() {
  return <PlacesPage />;
}
