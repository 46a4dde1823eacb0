import { ContentPage } from "@/client/features/admin-content/components/content-page";

export function Component() {
  return <ContentPage />;
}
