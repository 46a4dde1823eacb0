import { UsersPage } from "@/client/features/admin-users/components/users-page";

export function Component() {
  return <UsersPage />;
}
