import { useEffect, useState } from "react";
import { FormField, issuesToFields, textareaClass } from "@/client/components/admin/form-field";
import { ImageUploader } from "@/client/components/admin/image-uploader";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";
import { ApiClientError } from "@/client/lib/api-client";
import { showToast } from "@/client/lib/toast";
import { PRIORITY_WEIGHT_DEFAULT } from "@/shared/constants";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_BUSINESSES } from "@/shared/messages/admin-curation";
import { type AdminBusiness, businessInputSchema } from "@/shared/schemas/admin-businesses";
import { useSaveBusiness } from "../api/businesses-api";

const F = ADMIN_BUSINESSES.fields;
type TextKey =
  | "name"
  | "description"
  | "location"
  | "websiteUrl"
  | "logoUrl"
  | "placeId"
  | "categories"
  | "aliases"
  | "priorityWeight"
  | "displayOrder"
  | "sponsoredFrom"
  | "sponsoredUntil";
type Draft = Record<TextKey, string> & { isActive: boolean; isSponsored: boolean; showInChat: boolean };

function draftOf(b: AdminBusiness | null): Draft {
  return {
    name: b?.name ?? "",
    description: b?.description ?? "",
    location: b?.location ?? "",
    websiteUrl: b?.websiteUrl ?? "",
    logoUrl: b?.logoUrl ?? "",
    placeId: b?.placeId ?? "",
    categories: b?.categories.join(", ") ?? "",
    aliases: b?.aliases.join(", ") ?? "",
    priorityWeight: String(b?.priorityWeight ?? PRIORITY_WEIGHT_DEFAULT),
    displayOrder: String(b?.displayOrder ?? 0),
    sponsoredFrom: b?.sponsoredFrom ?? "",
    sponsoredUntil: b?.sponsoredUntil ?? "",
    isActive: b?.isActive ?? true,
    isSponsored: b?.isSponsored ?? false,
    showInChat: b?.showInChat ?? true,
  };
}

export function BusinessFormDialog({
  open,
  business,
  onClose,
}: {
  open: boolean;
  business: AdminBusiness | null;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(business));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBusiness();
  useEffect(() => {
    if (open) {
      setDraft(draftOf(business));
      setErrors({});
    }
  }, [open, business]);
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = businessInputSchema.safeParse(draft);
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues));
    setErrors({});
    save.mutate(
      { id: business?.id ?? null, values: parsed.data },
      {
        onSuccess: () => {
          void showToast({ title: business ? ADMIN_BUSINESSES.toasts.updated : ADMIN_BUSINESSES.toasts.added });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiClientError && error.fields) setErrors(error.fields);
          void showToast({
            title: ADMIN_ERROR_TITLE,
            description: ADMIN_BUSINESSES.toasts.saveFailed,
            variant: "destructive",
          });
        },
      },
    );
  }

  const text = (key: TextKey, props: React.ComponentProps<typeof Input> = {}) => (
    <FormField id={`business-${key}`} label={F[key]} error={errors[key]}>
      <Input
        id={`business-${key}`}
        value={draft[key]}
        onChange={(e) => set({ [key]: e.target.value } as Partial<Draft>)}
        aria-invalid={Boolean(errors[key])}
        {...props}
      />
    </FormField>
  );
  const toggle = (key: "isActive" | "isSponsored" | "showInChat") => (
    <div className="flex items-center gap-2">
      <Switch id={`business-${key}`} checked={draft[key]} onCheckedChange={(value) => set({ [key]: value })} />
      <Label htmlFor={`business-${key}`}>{F[key]}</Label>
    </div>
  );
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{business ? ADMIN_BUSINESSES.editTitle : ADMIN_BUSINESSES.addTitle}</DialogTitle>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          {text("name")}
          <FormField id="business-description" label={F.description} error={errors.description}>
            <textarea
              id="business-description"
              className={textareaClass}
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
              aria-invalid={Boolean(errors.description)}
            />
          </FormField>
          {text("location")}
          {text("websiteUrl", { type: "url", inputMode: "url" })}
          <ImageUploader
            kind="businesses"
            name={draft.name}
            label={F.logoUrl}
            value={draft.logoUrl}
            error={errors.logoUrl}
            onChange={(logoUrl) => set({ logoUrl })}
          />
          {text("categories")}
          {text("aliases")}
          <div className="grid grid-cols-2 gap-4">
            {text("priorityWeight", { type: "number", min: 1, max: 100 })}
            {text("displayOrder", { type: "number", min: 0 })}
          </div>
          {text("placeId")}
          <div className="grid grid-cols-2 gap-4">
            {text("sponsoredFrom", { type: "date" })}
            {text("sponsoredUntil", { type: "date" })}
          </div>
          <div className="flex flex-wrap gap-4">
            {toggle("isActive")}
            {toggle("isSponsored")}
            {toggle("showInChat")}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {ADMIN_BUSINESSES.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? ADMIN_BUSINESSES.saving : ADMIN_BUSINESSES.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
