import { useEffect, useState } from "react";
import { FormField, issuesToFields, selectClass, textareaClass } from "@/client/components/admin/form-field";
import { ImageUploader } from "@/client/components/admin/image-uploader";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";
import { ApiClientError } from "@/client/lib/api-client";
import { showToast } from "@/client/lib/toast";
import { PLACE_CATEGORY_VALUES } from "@/shared/constants";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_PLACES } from "@/shared/messages/admin-curation";
import { type AdminPlace, placeInputSchema } from "@/shared/schemas/admin-places";
import { useSavePlace } from "../api/places-api";
import { type FactsDraft, FactsEditor, factsDraftOf, factsFromDraft } from "./facts-editor";
import { KauaiMap } from "./kauai-map";

const F = ADMIN_PLACES.fields;
type TextKey =
  | "name"
  | "placeId"
  | "location"
  | "address"
  | "latitude"
  | "longitude"
  | "description"
  | "imageUrl"
  | "imageAltText"
  | "aliases"
  | "displayOrder";
type Draft = Record<TextKey, string> & { category: string; isActive: boolean; showInChat: boolean };

const today = () => new Date().toISOString().slice(0, 10);

function draftOf(p: AdminPlace | null): Draft {
  return {
    name: p?.name ?? "",
    placeId: p?.placeId ?? "",
    category: p?.category ?? "",
    location: p?.location ?? "",
    address: p?.address ?? "",
    latitude: p?.latitude === null || p?.latitude === undefined ? "" : String(p.latitude),
    longitude: p?.longitude === null || p?.longitude === undefined ? "" : String(p.longitude),
    description: p?.description ?? "",
    imageUrl: p?.imageUrl ?? "",
    imageAltText: p?.imageAltText ?? "",
    aliases: p?.aliases.join(", ") ?? "",
    displayOrder: String(p?.displayOrder ?? 0),
    isActive: p?.isActive ?? true,
    showInChat: p?.showInChat ?? true,
  };
}

export function PlaceFormDialog({
  open,
  place,
  onClose,
}: {
  open: boolean;
  place: AdminPlace | null;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(place));
  const [facts, setFacts] = useState<FactsDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePlace();
  useEffect(() => {
    if (open) {
      setDraft(draftOf(place));
      setFacts(place?.facts ? factsDraftOf(place.facts, today()) : null);
      setErrors({});
    }
  }, [open, place]);
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    let factsValue: unknown = null;
    if (facts) {
      const built = factsFromDraft(facts);
      if ("hoursError" in built) return setErrors({ "facts.hours": built.hoursError });
      factsValue = built.facts;
    }
    const parsed = placeInputSchema.safeParse({ ...draft, facts: factsValue });
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues));
    setErrors({});
    save.mutate(
      { id: place?.id ?? null, values: parsed.data },
      {
        onSuccess: () => {
          void showToast({ title: place ? ADMIN_PLACES.toasts.updated : ADMIN_PLACES.toasts.added });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiClientError && error.fields) setErrors(error.fields);
          void showToast({
            title: ADMIN_ERROR_TITLE,
            description: place ? ADMIN_PLACES.toasts.updateFailed : ADMIN_PLACES.toasts.createFailed,
            variant: "destructive",
          });
        },
      },
    );
  }

  const text = (key: TextKey, props: React.ComponentProps<typeof Input> = {}) => (
    <FormField id={`place-${key}`} label={F[key]} error={errors[key]}>
      <Input
        id={`place-${key}`}
        value={draft[key]}
        onChange={(e) => set({ [key]: e.target.value } as Partial<Draft>)}
        aria-invalid={Boolean(errors[key])}
        {...props}
      />
    </FormField>
  );
  const lat = Number(draft.latitude);
  const lng = Number(draft.longitude);
  const hasPoint =
    draft.latitude.trim() !== "" && draft.longitude.trim() !== "" && Number.isFinite(lat) && Number.isFinite(lng);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{place ? ADMIN_PLACES.editTitle : ADMIN_PLACES.addTitle}</DialogTitle>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          {text("name")}
          <div className="grid gap-4 sm:grid-cols-2">
            {text("placeId")}
            <FormField id="place-category" label={F.category} error={errors.category}>
              <select
                id="place-category"
                className={selectClass}
                value={draft.category}
                onChange={(e) => set({ category: e.target.value })}
                aria-invalid={Boolean(errors.category)}
              >
                <option value="">—</option>
                {PLACE_CATEGORY_VALUES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          {text("location")}
          {text("address")}
          <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto]">
            {text("latitude", { inputMode: "decimal" })}
            {text("longitude", { inputMode: "decimal" })}
            {hasPoint ? <KauaiMap name={draft.name} latitude={lat} longitude={lng} /> : null}
          </div>
          <FormField id="place-description" label={F.description} error={errors.description}>
            <textarea
              id="place-description"
              className={textareaClass}
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
            />
          </FormField>
          <ImageUploader
            kind="places"
            name={draft.name}
            label={F.imageUrl}
            value={draft.imageUrl}
            error={errors.imageUrl}
            onChange={(imageUrl) => set({ imageUrl })}
          />
          {text("imageAltText")}
          {text("aliases")}
          {text("displayOrder", { type: "number", min: 0 })}
          <div className="flex flex-wrap gap-4">
            <div className="flex items-center gap-2">
              <Switch id="place-active" checked={draft.isActive} onCheckedChange={(isActive) => set({ isActive })} />
              <Label htmlFor="place-active">{F.isActive}</Label>
            </div>
            <div className="flex items-center gap-2">
              <Switch
                id="place-chat"
                checked={draft.showInChat}
                onCheckedChange={(showInChat) => set({ showInChat })}
              />
              <Label htmlFor="place-chat">{F.showInChat}</Label>
            </div>
          </div>
          {facts ? (
            <FactsEditor
              draft={facts}
              errors={errors}
              onChange={(changes) => setFacts((current) => (current ? { ...current, ...changes } : current))}
              onRemove={() => setFacts(null)}
            />
          ) : (
            <div className="flex items-center justify-between gap-2 rounded-md border p-3 text-sm">
              <span className="text-muted-foreground">{ADMIN_PLACES.facts.none}</span>
              <Button type="button" variant="outline" size="sm" onClick={() => setFacts(factsDraftOf(null, today()))}>
                {ADMIN_PLACES.facts.add}
              </Button>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {ADMIN_PLACES.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? ADMIN_PLACES.saving : ADMIN_PLACES.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
