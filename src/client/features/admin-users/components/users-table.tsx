import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useMemo } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/client/components/ui/table";
import { ADMIN_USERS } from "@/shared/messages/admin";
import type { AdminUserRow } from "@/shared/schemas/admin-users";
import type { UserAction } from "../api/users-api";
import { UserActions } from "./user-actions";

const C = ADMIN_USERS.columns;
type SortKey = "email" | "createdAt" | "totalMessages";

export function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });
}

export function StatusBadge({ user }: { user: AdminUserRow }) {
  return user.deactivated ? (
    <Badge variant="destructive">{ADMIN_USERS.deactivatedStatus}</Badge>
  ) : (
    <Badge variant="secondary">{ADMIN_USERS.active}</Badge>
  );
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: string;
  onSort: (sort: string) => void;
}) {
  const current = sort === sortKey ? "asc" : sort === `-${sortKey}` ? "desc" : null;
  const Icon = current === "asc" ? ArrowUp : current === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      onClick={() => onSort(current === "asc" ? `-${sortKey}` : sortKey)}
    >
      {label}
      <Icon aria-hidden className="size-3" />
    </button>
  );
}

/** The desktop table (TanStack Table; paging and sorting happen on the server). */
export function UsersTable({
  users,
  sort,
  onSort,
  onAction,
  onDetails,
}: {
  users: AdminUserRow[];
  sort: string;
  onSort: (sort: string) => void;
  onAction: (user: AdminUserRow, action: UserAction) => void;
  onDetails: (user: AdminUserRow) => void;
}) {
  const columns = useMemo<ColumnDef<AdminUserRow>[]>(
    () => [
      {
        id: "email",
        header: () => <SortHeader label={C.email} sortKey="email" sort={sort} onSort={onSort} />,
        cell: ({ row }) => (
          <button
            type="button"
            className="max-w-[22rem] truncate text-left font-medium hover:underline"
            onClick={() => onDetails(row.original)}
          >
            {row.original.email}
          </button>
        ),
      },
      { id: "paid", header: C.paid, cell: ({ row }) => (row.original.hasPaid ? ADMIN_USERS.yes : ADMIN_USERS.no) },
      {
        id: "admin",
        header: C.admin,
        cell: ({ row }) =>
          row.original.isSuperAdmin ? (
            <Badge>{ADMIN_USERS.superAdmin}</Badge>
          ) : row.original.isAdmin ? (
            <Badge variant="outline">{ADMIN_USERS.adminBadge}</Badge>
          ) : (
            ADMIN_USERS.no
          ),
      },
      { id: "status", header: C.status, cell: ({ row }) => <StatusBadge user={row.original} /> },
      {
        id: "createdAt",
        header: () => <SortHeader label={C.created} sortKey="createdAt" sort={sort} onSort={onSort} />,
        cell: ({ row }) => formatDate(row.original.createdAt),
      },
      {
        id: "totalMessages",
        header: () => <SortHeader label={C.totalMessages} sortKey="totalMessages" sort={sort} onSort={onSort} />,
        cell: ({ row }) => row.original.totalMessages,
      },
      {
        id: "actions",
        header: C.actions,
        cell: ({ row }) => <UserActions user={row.original} onAction={onAction} onDetails={onDetails} />,
      },
    ],
    [sort, onSort, onAction, onDetails],
  );
  const table = useReactTable({
    data: users,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    getRowId: (row) => row.id,
  });
  return (
    <Table>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => {
              const key = header.column.id;
              const ariaSort = sort === key ? "ascending" : sort === `-${key}` ? "descending" : undefined;
              return (
                <TableHead key={header.id} aria-sort={ariaSort}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id} data-testid="user-row" className={row.original.deactivated ? "opacity-70" : undefined}>
            {row.getVisibleCells().map((cell) => (
              <TableCell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
