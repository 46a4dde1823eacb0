import { ReviewsPage } from "@/client/features/admin-reviews/components/reviews-page";

export function Component() {
  return <ReviewsPage />;
}
