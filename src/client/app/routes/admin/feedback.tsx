import { FeedbackPage } from "@/client/features/admin-feedback/components/feedback-page";

export function Component() {
  return <FeedbackPage />;
}
