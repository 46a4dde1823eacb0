import { useEffect, useState } from "react";
import { FormField, issuesToFields } from "@/client/components/admin/form-field";
import { ImageUploader } from "@/client/components/admin/image-uploader";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";
import { ApiClientError } from "@/client/lib/api-client";
import { showToast } from "@/client/lib/toast";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_SHOWCASE } from "@/shared/messages/admin-curation";
import { type AdminShowcase, showcaseInputSchema } from "@/shared/schemas/admin-showcase";
import { useSaveShowcase } from "../api/showcase-api";

const F = ADMIN_SHOWCASE.fields;
type Draft = { name: string; displayOrder: string; altText: string; imageUrl: string; isActive: boolean };

function draftOf(location: AdminShowcase | null, defaultOrder: number): Draft {
  return {
    name: location?.name ?? "",
    displayOrder: String(location?.displayOrder ?? defaultOrder),
    altText: location?.altText ?? "",
    imageUrl: location?.imageUrl ?? "",
    isActive: location?.isActive ?? true,
  };
}

/** Add or edit a location; a new one defaults to order = count + 1 and active. */
export function ShowcaseFormDialog({
  open,
  location,
  defaultOrder,
  onClose,
}: {
  open: boolean;
  location: AdminShowcase | null;
  defaultOrder: number;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(location, defaultOrder));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveShowcase();
  useEffect(() => {
    if (open) {
      setDraft(draftOf(location, defaultOrder));
      setErrors({});
    }
  }, [open, location, defaultOrder]);
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = showcaseInputSchema.safeParse(draft);
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues));
    setErrors({});
    save.mutate(
      { id: location?.id ?? null, values: parsed.data },
      {
        onSuccess: () => {
          void showToast({ title: location ? ADMIN_SHOWCASE.toasts.updated : ADMIN_SHOWCASE.toasts.created });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiClientError && error.fields) setErrors(error.fields);
          void showToast({
            title: ADMIN_ERROR_TITLE,
            description: ADMIN_SHOWCASE.toasts.saveFailed,
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{location ? ADMIN_SHOWCASE.editTitle : ADMIN_SHOWCASE.addTitle}</DialogTitle>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          <FormField id="showcase-name" label={F.name} error={errors.name}>
            <Input
              id="showcase-name"
              value={draft.name}
              onChange={(e) => set({ name: e.target.value })}
              aria-invalid={Boolean(errors.name)}
            />
          </FormField>
          <FormField id="showcase-order" label={F.displayOrder} error={errors.displayOrder}>
            <Input
              id="showcase-order"
              type="number"
              min={0}
              value={draft.displayOrder}
              onChange={(e) => set({ displayOrder: e.target.value })}
              aria-invalid={Boolean(errors.displayOrder)}
            />
          </FormField>
          <FormField id="showcase-alt" label={F.altText} error={errors.altText}>
            <Input
              id="showcase-alt"
              value={draft.altText}
              onChange={(e) => set({ altText: e.target.value })}
              aria-invalid={Boolean(errors.altText)}
            />
          </FormField>
          <ImageUploader
            kind="showcase"
            name={draft.name}
            label={F.image}
            value={draft.imageUrl}
            error={errors.imageUrl}
            onChange={(imageUrl) => set({ imageUrl })}
          />
          <div className="flex items-center gap-2">
            <Switch id="showcase-active" checked={draft.isActive} onCheckedChange={(isActive) => set({ isActive })} />
            <Label htmlFor="showcase-active">{F.isActive}</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {ADMIN_SHOWCASE.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? ADMIN_SHOWCASE.saving : ADMIN_SHOWCASE.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
