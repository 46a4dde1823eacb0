import { Badge } from "@/client/components/ui/badge";
import { ADMIN_USERS } from "@/shared/messages/admin";
import type { AdminUserRow } from "@/shared/schemas/admin-users";
import type { UserAction } from "../api/users-api";
import { UserActions } from "./user-actions";
import { formatDate, StatusBadge } from "./users-table";

/** The phone list: one card per user. */
export function UserCards({
  users,
  onAction,
  onDetails,
}: {
  users: AdminUserRow[];
  onAction: (user: AdminUserRow, action: UserAction) => void;
  onDetails: (user: AdminUserRow) => void;
}) {
  return (
    <ul className="flex flex-col gap-2">
      {users.map((user) => (
        <li
          key={user.id}
          data-testid="user-card"
          className={`bg-card grid min-w-0 grid-cols-1 gap-2 rounded-lg border p-3 ${user.deactivated ? "opacity-70" : ""}`}
        >
          <div className="flex min-w-0 items-start justify-between gap-2">
            <button
              type="button"
              className="min-w-0 truncate text-left font-medium hover:underline"
              onClick={() => onDetails(user)}
            >
              {user.email}
            </button>
            <UserActions user={user} onAction={onAction} onDetails={onDetails} />
          </div>
          <div className="flex flex-wrap gap-1">
            <StatusBadge user={user} />
            {user.hasPaid ? <Badge variant="outline">{ADMIN_USERS.columns.paid}</Badge> : null}
            {user.isSuperAdmin ? (
              <Badge>{ADMIN_USERS.superAdmin}</Badge>
            ) : user.isAdmin ? (
              <Badge variant="outline">{ADMIN_USERS.adminBadge}</Badge>
            ) : null}
          </div>
          <dl className="text-muted-foreground grid grid-cols-2 gap-1 text-xs">
            <div>
              <dt className="inline">{ADMIN_USERS.columns.created}: </dt>
              <dd className="inline">{formatDate(user.createdAt)}</dd>
            </div>
            <div>
              <dt className="inline">{ADMIN_USERS.columns.totalMessages}: </dt>
              <dd className="inline">{user.totalMessages}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
