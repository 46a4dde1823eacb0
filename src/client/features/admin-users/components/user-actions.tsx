import { MoreHorizontal } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { ADMIN_USERS } from "@/shared/messages/admin";
import type { AdminUserRow } from "@/shared/schemas/admin-users";
import type { UserAction } from "../api/users-api";

const A = ADMIN_USERS.actions;

/** A row's actions; the super admin's row has none (spec §2 User management). */
export function UserActions({
  user,
  onAction,
  onDetails,
}: {
  user: AdminUserRow;
  onAction: (user: AdminUserRow, action: UserAction) => void;
  onDetails: (user: AdminUserRow) => void;
}) {
  if (user.isSuperAdmin) {
    return <span className="text-muted-foreground text-xs font-medium">{ADMIN_USERS.superAdmin}</span>;
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={A.menu(user.email)}>
          <MoreHorizontal aria-hidden />
          <span className="sr-only md:not-sr-only">{ADMIN_USERS.columns.actions}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction(user, { kind: "paid", value: !user.hasPaid })}>
          {user.hasPaid ? A.markUnpaid : A.markPaid}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction(user, { kind: "deactivated", value: !user.deactivated })}>
          {user.deactivated ? A.reactivate : A.deactivate}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction(user, user.isAdmin ? { kind: "revoke" } : { kind: "grant" })}>
          {user.isAdmin ? A.revokeAdmin : A.grantAdmin}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onDetails(user)}>{A.details}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
