import { ExternalLink, MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { ConfirmDialog, type ConfirmRequest } from "@/client/components/admin/confirm-dialog";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";
import { showToast } from "@/client/lib/toast";
import { cn } from "@/client/lib/utils";
import { BUSINESS_CARD_MAX_CATEGORIES } from "@/shared/constants";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_BUSINESSES } from "@/shared/messages/admin-curation";
import { type AdminBusiness, priorityTone } from "@/shared/schemas/admin-businesses";
import { type BusinessToggle, useAdminBusinesses, useDeleteBusiness, useToggleBusiness } from "../api/businesses-api";
import { BusinessFormDialog } from "./business-form-dialog";

const T = ADMIN_BUSINESSES.toasts;
const failed = (description: string) =>
  void showToast({ title: ADMIN_ERROR_TITLE, description, variant: "destructive" });

/** Spec §9: 70+ destructive, 50-69 primary, 30-49 secondary, below 30 muted. */
const TONE_CLASS: Record<ReturnType<typeof priorityTone>, string> = {
  destructive: "bg-destructive text-white border-transparent",
  primary: "bg-primary text-primary-foreground border-transparent",
  secondary: "bg-secondary text-secondary-foreground border-transparent",
  muted: "bg-muted text-muted-foreground border-transparent",
};

function BusinessCard({
  business,
  onToggle,
  onEdit,
  onDelete,
}: {
  business: AdminBusiness;
  onToggle: (toggle: BusinessToggle) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const shown = business.categories.slice(0, BUSINESS_CARD_MAX_CATEGORIES);
  const more = business.categories.length - shown.length;
  const tone = priorityTone(business.priorityWeight);
  return (
    <Card
      className={cn("relative h-full gap-3 overflow-hidden py-4", !business.isActive && "opacity-60")}
      data-testid="business-card"
    >
      {business.isSponsored ? (
        <span className="absolute top-3 -right-8 rotate-45 bg-amber-500 px-8 py-0.5 text-[10px] font-bold tracking-wider text-black">
          {ADMIN_BUSINESSES.ribbon}
        </span>
      ) : null}
      <CardContent className="grid gap-3 px-4">
        <div className="flex items-center gap-3 pr-8">
          {business.logoUrl ? (
            <img src={business.logoUrl} alt="" className="bg-muted size-12 rounded-lg border object-cover" />
          ) : (
            <span
              aria-hidden
              className="bg-secondary text-secondary-foreground flex size-12 shrink-0 items-center justify-center rounded-lg text-xl font-bold"
            >
              {business.name.charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <h2 className="font-semibold break-words">{business.name}</h2>
            {business.location ? (
              <p className="text-muted-foreground flex items-center gap-1 text-sm">
                <MapPin aria-hidden className="size-3.5 shrink-0" /> {business.location}
              </p>
            ) : null}
          </div>
          <Badge className={cn("ml-auto", TONE_CLASS[tone])} data-tone={tone}>
            {ADMIN_BUSINESSES.priority(business.priorityWeight)}
          </Badge>
        </div>
        <p className="text-muted-foreground line-clamp-2 text-sm">{business.description}</p>
        {shown.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
            {shown.map((category) => (
              <li key={category}>
                <Badge variant="outline">{category}</Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge variant="outline">{ADMIN_BUSINESSES.more(more)}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {business.sponsoredFrom || business.sponsoredUntil ? (
          <p className="text-muted-foreground text-xs">
            {ADMIN_BUSINESSES.sponsorship(business.sponsoredFrom, business.sponsoredUntil)}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <div className="flex items-center gap-2">
            <Switch
              id={`active-${business.id}`}
              checked={business.isActive}
              aria-label={ADMIN_BUSINESSES.toggleActive(business.name)}
              onCheckedChange={(value) => onToggle({ field: "isActive", value })}
            />
            <Label htmlFor={`active-${business.id}`}>{ADMIN_BUSINESSES.active}</Label>
          </div>
          <div className="flex items-center gap-2">
            <Switch
              id={`sponsored-${business.id}`}
              checked={business.isSponsored}
              aria-label={ADMIN_BUSINESSES.toggleSponsored(business.name)}
              onCheckedChange={(value) => onToggle({ field: "isSponsored", value })}
            />
            <Label htmlFor={`sponsored-${business.id}`}>{ADMIN_BUSINESSES.sponsored}</Label>
          </div>
          {business.displayOrder > 0 ? (
            <span className="text-muted-foreground text-xs">{ADMIN_BUSINESSES.order(business.displayOrder)}</span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`${ADMIN_BUSINESSES.edit} ${business.name}`}>
            <Pencil aria-hidden /> {ADMIN_BUSINESSES.edit}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={onDelete}
            aria-label={`${ADMIN_BUSINESSES.delete} ${business.name}`}
          >
            <Trash2 aria-hidden /> {ADMIN_BUSINESSES.delete}
          </Button>
          {business.websiteUrl ? (
            <Button size="sm" variant="ghost" asChild>
              <a href={business.websiteUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden /> {ADMIN_BUSINESSES.visit}
                <span className="sr-only"> {business.name} (opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

export function BusinessesPage() {
  const { data, isError } = useAdminBusinesses();
  const toggle = useToggleBusiness();
  const remove = useDeleteBusiness();
  const [editing, setEditing] = useState<{ business: AdminBusiness | null } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  useEffect(() => {
    if (isError) failed(T.loadFailed);
  }, [isError]);
  const items = data?.items ?? [];

  function handleToggle(business: AdminBusiness, change: BusinessToggle) {
    const isActive = change.field === "isActive";
    toggle.mutate(
      { id: business.id, toggle: change },
      {
        onSuccess: () => void showToast({ title: isActive ? T.statusUpdated : T.sponsoredUpdated }),
        onError: () => failed(isActive ? T.statusFailed : T.sponsoredFailed),
      },
    );
  }
  function handleDelete(business: AdminBusiness) {
    setConfirm({
      title: ADMIN_BUSINESSES.delete,
      description: ADMIN_BUSINESSES.deleteConfirm,
      confirmLabel: ADMIN_BUSINESSES.delete,
      cancelLabel: ADMIN_BUSINESSES.cancel,
      destructive: true,
      onConfirm: () =>
        remove.mutate(business.id, {
          onSuccess: () => void showToast({ title: T.deleted }),
          onError: () => failed(T.deleteFailed),
        }),
    });
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{ADMIN_BUSINESSES.title}</h1>
        {items.length > 0 ? (
          <Button onClick={() => setEditing({ business: null })}>
            <Plus aria-hidden /> {ADMIN_BUSINESSES.add}
          </Button>
        ) : null}
      </div>
      {data && items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border p-10 text-center">
          <p className="text-muted-foreground">{ADMIN_BUSINESSES.empty}</p>
          <Button onClick={() => setEditing({ business: null })}>
            <Plus aria-hidden /> {ADMIN_BUSINESSES.addFirst}
          </Button>
        </div>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((business) => (
          <li key={business.id}>
            <BusinessCard
              business={business}
              onToggle={(change) => handleToggle(business, change)}
              onEdit={() => setEditing({ business })}
              onDelete={() => handleDelete(business)}
            />
          </li>
        ))}
      </ul>
      <BusinessFormDialog
        open={editing !== null}
        business={editing?.business ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
