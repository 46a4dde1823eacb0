import { useCallback, useEffect, useState } from "react";
import { ConfirmDialog, type ConfirmRequest } from "@/client/components/admin/confirm-dialog";
import { ListPager } from "@/client/components/admin/list-pager";
import { useListParams } from "@/client/components/admin/use-list-params";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { showToast } from "@/client/lib/toast";
import { ADMIN_ERROR_TITLE, ADMIN_USERS } from "@/shared/messages/admin";
import { type AdminUserRow, type AdminUserTab, adminUsersQuerySchema } from "@/shared/schemas/admin-users";
import { type UserAction, useAdminUsers, useUserAction } from "../api/users-api";
import { UserCards } from "./user-cards";
import { UserDetailDialog } from "./user-detail-dialog";
import { UsersTable } from "./users-table";

const T = ADMIN_USERS.toasts;
const SEARCH_DEBOUNCE_MS = 300;

function toastsFor(action: UserAction): { ok: string; failed: string } {
  switch (action.kind) {
    case "paid":
      return { ok: T.paymentUpdated, failed: T.paymentFailed };
    case "deactivated":
      return { ok: T.statusUpdated, failed: T.statusFailed };
    case "grant":
      return { ok: T.adminGranted, failed: T.grantFailed };
    case "revoke":
      return { ok: T.adminRevoked, failed: T.revokeFailed };
    case "resetQuota":
      return { ok: T.quotaReset, failed: T.quotaResetFailed };
  }
}

/** Security actions ask first (deactivate, grant, revoke); the others act at once. */
function confirmationFor(user: AdminUserRow, action: UserAction) {
  const c = ADMIN_USERS.confirm;
  if (action.kind === "deactivated" && action.value)
    return {
      title: c.deactivateTitle,
      description: c.deactivateText(user.email),
      confirmLabel: ADMIN_USERS.actions.deactivate,
      destructive: true,
    };
  if (action.kind === "grant")
    return {
      title: c.grantTitle,
      description: c.grantText(user.email),
      confirmLabel: ADMIN_USERS.actions.grantAdmin,
      destructive: false,
    };
  if (action.kind === "revoke")
    return {
      title: c.revokeTitle,
      description: c.revokeText(user.email),
      confirmLabel: ADMIN_USERS.actions.revokeAdmin,
      destructive: true,
    };
  return null;
}

export function UsersPage() {
  const { params, setParams, apiQuery } = useListParams(adminUsersQuerySchema);
  const { data, isError, isFetching } = useAdminUsers(apiQuery);
  const mutation = useUserAction();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [detail, setDetail] = useState<AdminUserRow | null>(null);
  const [search, setSearch] = useState(params.q);

  // The URL wins (back, reload, reset), but a pause after a trailing space does not eat the space.
  useEffect(() => setSearch((current) => (current.trim() === params.q ? current : params.q)), [params.q]);
  useEffect(() => {
    if (search.trim() === params.q) return;
    const timer = setTimeout(() => setParams({ q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, params.q, setParams]);
  useEffect(() => {
    if (isError)
      void showToast({ title: ADMIN_ERROR_TITLE, description: ADMIN_USERS.loadError, variant: "destructive" });
  }, [isError]);

  const run = useCallback(
    (user: AdminUserRow, action: UserAction) => {
      const toasts = toastsFor(action);
      mutation.mutate(
        { id: user.id, action },
        {
          onSuccess: () => void showToast({ title: toasts.ok }),
          onError: () =>
            void showToast({ title: ADMIN_ERROR_TITLE, description: toasts.failed, variant: "destructive" }),
        },
      );
    },
    [mutation],
  );
  const handleAction = useCallback(
    (user: AdminUserRow, action: UserAction) => {
      const ask = confirmationFor(user, action);
      if (!ask) return run(user, action);
      setConfirm({ ...ask, cancelLabel: ADMIN_USERS.confirm.cancel, onConfirm: () => run(user, action) });
    },
    [run],
  );
  const handleSort = useCallback((sort: string) => setParams({ sort }), [setParams]);
  const filtered = params.q !== "" || params.paid !== "all" || params.admins === true || params.tab !== "all";
  const items = data?.items ?? [];

  const listArea = (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-[14rem] flex-1 gap-1">
          <Label htmlFor="user-search">{ADMIN_USERS.search}</Label>
          <Input
            id="user-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="paid-filter">{ADMIN_USERS.paidFilter.label}</Label>
          <select
            id="paid-filter"
            className="border-input h-10 rounded-md border bg-transparent px-2 text-sm"
            value={params.paid}
            onChange={(event) => setParams({ paid: event.target.value === "all" ? undefined : event.target.value })}
          >
            <option value="all">{ADMIN_USERS.paidFilter.all}</option>
            <option value="paid">{ADMIN_USERS.paidFilter.paid}</option>
            <option value="unpaid">{ADMIN_USERS.paidFilter.unpaid}</option>
          </select>
        </div>
        <div className="flex h-10 items-center gap-2">
          <Switch
            id="admins-only"
            checked={params.admins === true}
            onCheckedChange={(checked) => setParams({ admins: checked ? "true" : undefined })}
          />
          <Label htmlFor="admins-only">{ADMIN_USERS.adminsOnly}</Label>
        </div>
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() =>
              setParams({ q: undefined, paid: undefined, admins: undefined, tab: undefined, sort: undefined })
            }
          >
            {ADMIN_USERS.resetFilters}
          </Button>
        ) : null}
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite" aria-busy={isFetching}>
        {data ? ADMIN_USERS.shownOfTotal(items.length, data.total) : ADMIN_USERS.title}
      </p>
      {data && items.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border p-6 text-center">
          {filtered ? ADMIN_USERS.noMatches : ADMIN_USERS.empty}
        </p>
      ) : null}
      {items.length > 0 ? (
        <>
          <div className="md:hidden">
            <UserCards users={items} onAction={handleAction} onDetails={setDetail} />
          </div>
          <div className="hidden md:block">
            <UsersTable
              users={items}
              sort={params.sort}
              onSort={handleSort}
              onAction={handleAction}
              onDetails={setDetail}
            />
          </div>
        </>
      ) : null}
      {data ? (
        <ListPager
          page={params.page}
          pageSize={params.pageSize}
          total={data.total}
          onChange={(changes) => setParams(changes)}
        />
      ) : null}
    </>
  );

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h1 className="text-2xl font-bold">{ADMIN_USERS.title}</h1>
      <Tabs
        value={params.tab}
        onValueChange={(tab) =>
          setParams({ tab: tab === "all" ? undefined : tab, sort: tab === "active" ? "-totalMessages" : undefined })
        }
      >
        <TabsList>
          {(Object.keys(ADMIN_USERS.tabs) as AdminUserTab[]).map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {ADMIN_USERS.tabs[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        {(Object.keys(ADMIN_USERS.tabs) as AdminUserTab[]).map((tab) => (
          <TabsContent key={tab} value={tab} className="flex min-w-0 flex-col gap-4 pt-2">
            {tab === params.tab ? listArea : null}
          </TabsContent>
        ))}
      </Tabs>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <UserDetailDialog user={detail} onClose={() => setDetail(null)} onAction={handleAction} />
    </div>
  );
}
