import { ImageOff, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { ConfirmDialog, type ConfirmRequest } from "@/client/components/admin/confirm-dialog";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Switch } from "@/client/components/ui/switch";
import { showToast } from "@/client/lib/toast";
import { cn } from "@/client/lib/utils";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_SHOWCASE } from "@/shared/messages/admin-curation";
import type { AdminShowcase } from "@/shared/schemas/admin-showcase";
import { useAdminShowcase, useDeleteShowcase, useDeleteShowcaseImage, useToggleShowcase } from "../api/showcase-api";
import { ShowcaseFormDialog } from "./showcase-form-dialog";

const T = ADMIN_SHOWCASE.toasts;
const failed = (description: string) =>
  void showToast({ title: ADMIN_ERROR_TITLE, description, variant: "destructive" });

export function ShowcasePage() {
  const { data, isError } = useAdminShowcase();
  const toggle = useToggleShowcase();
  const remove = useDeleteShowcase();
  const removeImage = useDeleteShowcaseImage();
  const [editing, setEditing] = useState<{ location: AdminShowcase | null } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  useEffect(() => {
    if (isError) failed(T.fetchFailed);
  }, [isError]);
  const items = data?.items ?? [];

  function ask(description: string, confirmLabel: string, onConfirm: () => void) {
    setConfirm({
      title: confirmLabel,
      description,
      confirmLabel,
      cancelLabel: ADMIN_SHOWCASE.cancel,
      destructive: true,
      onConfirm,
    });
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{ADMIN_SHOWCASE.title}</h1>
        <Button onClick={() => setEditing({ location: null })}>
          <Plus aria-hidden /> {ADMIN_SHOWCASE.add}
        </Button>
      </div>
      {data && items.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border p-6 text-center">{ADMIN_SHOWCASE.empty}</p>
      ) : null}
      <ul className="grid gap-2">
        {items.map((location) => (
          <li
            key={location.id}
            className={cn(
              "flex flex-wrap items-center gap-3 rounded-lg border p-3",
              !location.isActive && "opacity-70",
            )}
            data-testid="showcase-row"
          >
            {location.imageUrl ? (
              <img
                src={location.imageUrl}
                alt={location.altText}
                className="bg-muted size-14 rounded-full border object-cover"
              />
            ) : (
              <span className="bg-muted text-muted-foreground flex size-14 items-center justify-center rounded-full border">
                <ImageOff aria-hidden className="size-5" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="break-words">{location.name}</span>
                {location.isActive ? null : <Badge variant="secondary">{ADMIN_SHOWCASE.inactive}</Badge>}
              </p>
              <p className="text-muted-foreground text-xs">{ADMIN_SHOWCASE.order(location.displayOrder)}</p>
            </div>
            <div className="flex items-center gap-1">
              <Switch
                checked={location.isActive}
                aria-label={ADMIN_SHOWCASE.toggleLabel(location.name)}
                onCheckedChange={(isActive) =>
                  toggle.mutate(
                    { id: location.id, isActive },
                    { onSuccess: () => void showToast({ title: T.updated }), onError: () => failed(T.saveFailed) },
                  )
                }
              />
              <Button
                size="icon"
                variant="ghost"
                aria-label={`${ADMIN_SHOWCASE.edit} ${location.name}`}
                onClick={() => setEditing({ location })}
              >
                <Pencil aria-hidden />
              </Button>
              {location.storagePath ? (
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`${ADMIN_SHOWCASE.deleteImage} ${location.name}`}
                  onClick={() =>
                    ask(ADMIN_SHOWCASE.deleteImageConfirm, ADMIN_SHOWCASE.deleteImage, () =>
                      removeImage.mutate(location.id, {
                        onSuccess: () => void showToast({ title: T.imageDeleted }),
                        onError: () => failed(T.imageDeleteFailed),
                      }),
                    )
                  }
                >
                  <ImageOff aria-hidden />
                </Button>
              ) : null}
              <Button
                size="icon"
                variant="ghost"
                aria-label={`${ADMIN_SHOWCASE.delete} ${location.name}`}
                onClick={() =>
                  ask(ADMIN_SHOWCASE.deleteConfirm, ADMIN_SHOWCASE.delete, () =>
                    remove.mutate(location.id, {
                      onSuccess: () => void showToast({ title: T.deleted }),
                      onError: () => failed(T.deleteFailed),
                    }),
                  )
                }
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ShowcaseFormDialog
        open={editing !== null}
        location={editing?.location ?? null}
        defaultOrder={items.length + 1}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
