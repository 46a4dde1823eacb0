import { MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { ConfirmDialog, type ConfirmRequest } from "@/client/components/admin/confirm-dialog";
import { selectClass } from "@/client/components/admin/form-field";
import { ListPager } from "@/client/components/admin/list-pager";
import { useListParams } from "@/client/components/admin/use-list-params";
import { useSearchParam } from "@/client/components/admin/use-search-param";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";
import { showToast } from "@/client/lib/toast";
import { cn } from "@/client/lib/utils";
import { PLACE_CATEGORY_VALUES } from "@/shared/constants";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_PLACES } from "@/shared/messages/admin-curation";
import { type AdminPlace, adminPlacesQuerySchema } from "@/shared/schemas/admin-places";
import type { BulkAction } from "@/shared/schemas/admin-reviews";
import { useAdminPlaces, useBulkPlaces, useDeletePlace, usePlaceChecks, useTogglePlace } from "../api/places-api";
import { PlaceFormDialog } from "./place-form-dialog";

const T = ADMIN_PLACES.toasts;
const C = ADMIN_PLACES.checks;
const failed = (description: string) =>
  void showToast({ title: ADMIN_ERROR_TITLE, description, variant: "destructive" });

function PlaceChecksPanel() {
  const { data } = usePlaceChecks();
  if (!data) return null;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <details className="rounded-lg border p-3 text-sm" open={data.duplicates.length > 0}>
        <summary className="cursor-pointer font-semibold">
          {C.duplicatesTitle} ({data.duplicates.length})
        </summary>
        {data.duplicates.length === 0 ? (
          <p className="text-muted-foreground mt-2">{C.noDuplicates}</p>
        ) : (
          <ul className="mt-2 grid gap-1">
            {data.duplicates.map((d) => (
              <li key={`${d.a.id}-${d.b.id}`}>
                {d.a.name} / {d.b.name}{" "}
                <span className="text-muted-foreground">
                  ({d.reason === "name" ? C.sameName : C.nearby(d.meters ?? 0)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </details>
      <details className="rounded-lg border p-3 text-sm">
        <summary className="cursor-pointer font-semibold">
          {C.staleTitle} ({data.stale.length})
        </summary>
        {data.stale.length === 0 ? (
          <p className="text-muted-foreground mt-2">{C.noStale}</p>
        ) : (
          <ul className="mt-2 grid max-h-60 gap-1 overflow-y-auto">
            {data.stale.map((s) => (
              <li key={s.id}>
                {s.name}{" "}
                <span className="text-muted-foreground">
                  ({s.verifiedOn ? C.verifiedOn(s.verifiedOn) : C.neverVerified})
                </span>
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}

export function PlacesPage() {
  const { params, setParams, apiQuery } = useListParams(adminPlacesQuerySchema);
  const { data, isError } = useAdminPlaces(apiQuery);
  const [search, setSearch] = useSearchParam(params.q, setParams);
  const toggle = useTogglePlace();
  const remove = useDeletePlace();
  const bulk = useBulkPlaces();
  const [editing, setEditing] = useState<{ place: AdminPlace | null } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (isError) failed(T.fetchFailed);
  }, [isError]);
  const items = useMemo(() => data?.items ?? [], [data]);
  useEffect(() => {
    setSelected((current) => {
      const kept = new Set([...current].filter((id) => items.some((item) => item.id === id)));
      return kept.size === current.size ? current : kept;
    });
  }, [items]);
  const filtered = params.q !== "" || params.category !== undefined;

  function runBulk(action: BulkAction["action"]) {
    const ids = [...selected];
    const go = () =>
      bulk.mutate(
        { ids, action },
        {
          onSuccess: ({ affected }) => {
            setSelected(new Set());
            void showToast({ title: action === "delete" ? T.bulkDeleted(affected) : T.bulkDone(affected) });
          },
          onError: () => failed(action === "delete" ? T.deleteFailed : T.updateFailed),
        },
      );
    if (action !== "delete") return go();
    setConfirm({
      title: ADMIN_PLACES.bulk.delete,
      description: ADMIN_PLACES.bulk.confirmDelete(ids.length),
      confirmLabel: ADMIN_PLACES.bulk.delete,
      cancelLabel: ADMIN_PLACES.cancel,
      destructive: true,
      onConfirm: go,
    });
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{ADMIN_PLACES.title}</h1>
        <Button onClick={() => setEditing({ place: null })}>
          <Plus aria-hidden /> {ADMIN_PLACES.add}
        </Button>
      </div>
      <PlaceChecksPanel />
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-[14rem] flex-1 gap-1">
          <Label htmlFor="place-search">{ADMIN_PLACES.search}</Label>
          <Input
            id="place-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="place-category-filter">{ADMIN_PLACES.categoryLabel}</Label>
          <select
            id="place-category-filter"
            className={selectClass}
            value={params.category ?? ""}
            onChange={(e) => setParams({ category: e.target.value || undefined })}
          >
            <option value="">{ADMIN_PLACES.allCategories}</option>
            {PLACE_CATEGORY_VALUES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
      </div>
      {items.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Checkbox
            id="place-select-all"
            checked={items.every((p) => selected.has(p.id))}
            onCheckedChange={(checked) => setSelected(checked === true ? new Set(items.map((p) => p.id)) : new Set())}
          />
          <Label htmlFor="place-select-all">{ADMIN_PLACES.bulk.selectAll}</Label>
          {selected.size > 0 ? (
            <>
              <span className="text-muted-foreground ml-2">{ADMIN_PLACES.bulk.selected(selected.size)}</span>
              <Button size="sm" variant="outline" onClick={() => runBulk("activate")} disabled={bulk.isPending}>
                {ADMIN_PLACES.bulk.activate}
              </Button>
              <Button size="sm" variant="outline" onClick={() => runBulk("deactivate")} disabled={bulk.isPending}>
                {ADMIN_PLACES.bulk.deactivate}
              </Button>
              <Button size="sm" variant="destructive" onClick={() => runBulk("delete")} disabled={bulk.isPending}>
                {ADMIN_PLACES.bulk.delete}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {data && items.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border p-6 text-center">
          {filtered ? ADMIN_PLACES.noMatches : ADMIN_PLACES.empty}
        </p>
      ) : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((place) => (
          <li key={place.id}>
            <Card className={cn("h-full gap-2 py-4", !place.isActive && "opacity-70")} data-testid="place-card">
              <CardContent className="grid gap-2 px-4">
                <div className="flex flex-wrap items-center gap-2">
                  <Checkbox
                    aria-label={ADMIN_PLACES.bulk.select(place.name)}
                    checked={selected.has(place.id)}
                    onCheckedChange={(checked) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (checked === true) next.add(place.id);
                        else next.delete(place.id);
                        return next;
                      })
                    }
                  />
                  <h2 className="font-semibold break-words">{place.name}</h2>
                  <Badge variant={place.isActive ? "default" : "secondary"}>
                    {place.isActive ? ADMIN_PLACES.active : ADMIN_PLACES.inactive}
                  </Badge>
                  <Badge variant="outline">{place.category}</Badge>
                  <div className="ml-auto flex items-center gap-1">
                    <Switch
                      checked={place.isActive}
                      aria-label={ADMIN_PLACES.toggleLabel(place.name)}
                      onCheckedChange={(isActive) =>
                        toggle.mutate(
                          { id: place.id, isActive },
                          {
                            onSuccess: () => void showToast({ title: T.updated }),
                            onError: () => failed(T.updateFailed),
                          },
                        )
                      }
                    />
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`${ADMIN_PLACES.edit} ${place.name}`}
                      onClick={() => setEditing({ place })}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`${ADMIN_PLACES.delete} ${place.name}`}
                      onClick={() =>
                        setConfirm({
                          title: ADMIN_PLACES.delete,
                          description: ADMIN_PLACES.deleteConfirm,
                          confirmLabel: ADMIN_PLACES.delete,
                          cancelLabel: ADMIN_PLACES.cancel,
                          destructive: true,
                          onConfirm: () =>
                            remove.mutate(place.id, {
                              onSuccess: () => void showToast({ title: T.deleted }),
                              onError: () => failed(T.deleteFailed),
                            }),
                        })
                      }
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </div>
                <div className="flex gap-3">
                  {place.imageUrl ? (
                    <img
                      src={place.imageUrl}
                      alt={place.imageAltText ?? ""}
                      className="bg-muted size-20 shrink-0 rounded-md border object-cover"
                    />
                  ) : null}
                  <div className="grid min-w-0 gap-1 text-sm">
                    <p className="text-muted-foreground text-xs break-all">
                      {ADMIN_PLACES.placeIdLabel(place.placeId)}
                    </p>
                    {place.address ? <p className="break-words">{place.address}</p> : null}
                    {place.description ? (
                      <p className="text-muted-foreground line-clamp-3">{place.description}</p>
                    ) : null}
                    {place.latitude !== null && place.longitude !== null ? (
                      <p className="text-muted-foreground flex items-center gap-1 text-xs">
                        <MapPin aria-hidden className="size-3.5" />
                        {ADMIN_PLACES.coordinates(place.latitude, place.longitude)}
                      </p>
                    ) : null}
                  </div>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {data ? (
        <ListPager page={params.page} pageSize={params.pageSize} total={data.total} onChange={(c) => setParams(c)} />
      ) : null}
      <PlaceFormDialog open={editing !== null} place={editing?.place ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
