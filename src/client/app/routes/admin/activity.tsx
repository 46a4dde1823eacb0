import { ActivityPage } from "@/client/features/admin-activity/components/activity-page";

export function Component() {
  return <ActivityPage />;
}
