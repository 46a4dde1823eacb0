import { BusinessesPage } from "@/client/features/admin-businesses/components/businesses-page";

export function Component() {
  return <BusinessesPage />;
}
