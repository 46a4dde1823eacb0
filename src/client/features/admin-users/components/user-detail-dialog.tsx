import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { REFERRAL_SOURCES } from "@/shared/constants";
import { ADMIN_USERS, AUDIT_ACTION_LABELS } from "@/shared/messages/admin";
import type { AdminUserRow } from "@/shared/schemas/admin-users";
import { type UserAction, useAdminUser } from "../api/users-api";

const D = ADMIN_USERS.detail;

function when(iso: string | null) {
  return iso ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : D.notAccepted;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return "-";
  if (typeof value !== "object") return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${key}: ${String(v)}`)
    .join(", ");
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-2 text-sm max-sm:grid-cols-1 max-sm:gap-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-all">{value}</dd>
    </div>
  );
}

/** Beyond the spec: one user's profile, consent, usage and audit trail, with the quota reset. */
export function UserDetailDialog({
  user,
  onClose,
  onAction,
}: {
  user: AdminUserRow | null;
  onClose: () => void;
  onAction: (user: AdminUserRow, action: UserAction) => void;
}) {
  const { data, isError } = useAdminUser(user?.id ?? null);
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{D.title}</DialogTitle>
          <DialogDescription className="break-all">{user?.email}</DialogDescription>
        </DialogHeader>
        {isError ? <p className="text-destructive text-sm">{D.loadError}</p> : null}
        {data ? (
          <div className="grid gap-4">
            <section className="grid gap-1">
              <h3 className="font-semibold">{D.profile}</h3>
              <dl className="grid gap-1">
                <Row label={D.userId} value={data.user.id} />
                <Row label={D.joined} value={when(data.user.createdAt)} />
                <Row
                  label={D.referral}
                  value={
                    data.profile.referralSource
                      ? (REFERRAL_SOURCES[data.profile.referralSource as keyof typeof REFERRAL_SOURCES] ??
                        data.profile.referralSource)
                      : "-"
                  }
                />
              </dl>
            </section>
            <section className="grid gap-1">
              <h3 className="font-semibold">{D.consent}</h3>
              <dl className="grid gap-1">
                <Row label={D.termsVersion} value={data.profile.termsVersionAccepted ?? D.notAccepted} />
                <Row label={D.privacyVersion} value={data.profile.privacyVersionAccepted ?? D.notAccepted} />
                <Row label={D.acceptedAt} value={when(data.profile.consentTimestamp)} />
              </dl>
            </section>
            <section className="grid gap-1">
              <h3 className="font-semibold">{D.usage}</h3>
              <dl className="grid gap-1">
                <Row label={D.questionsToday} value={data.questionsToday} />
                <Row label={D.conversations} value={data.conversations} />
                <Row label={D.savedItems} value={data.savedItems} />
                <Row label={D.itineraries} value={data.itineraries} />
              </dl>
              {!data.user.isSuperAdmin ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-1 w-fit"
                  disabled={data.questionsToday === 0}
                  onClick={() => onAction(data.user, { kind: "resetQuota" })}
                >
                  {D.resetQuota}
                </Button>
              ) : null}
            </section>
            <section className="grid gap-1">
              <h3 className="font-semibold">{D.audit}</h3>
              {data.audit.length === 0 ? (
                <p className="text-muted-foreground text-sm">{D.noAudit}</p>
              ) : (
                <ul className="grid gap-2">
                  {data.audit.map((entry) => (
                    <li key={entry.id} className="rounded-md border p-2 text-sm">
                      <p className="font-medium">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</p>
                      <p className="text-muted-foreground text-xs">
                        {entry.actorEmail ?? "-"} · {when(entry.createdAt)}
                      </p>
                      <p className="text-xs">
                        {describe(entry.before)} → {describe(entry.after)}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
