import { DashboardPage } from "@/client/features/admin-dashboard/components/dashboard-page";

export function Component() {
  return <DashboardPage />;
}
