import { useState } from "react";
import type { ConfirmRequest } from "@/client/components/admin/confirm-dialog";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { showToast } from "@/client/lib/toast";
import { ADMIN_REVISIONS_PAGE_SIZE, type SiteContentSlug } from "@/shared/constants";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_CONTENT } from "@/shared/messages/admin-content";
import { useRestoreRevision, useRevisions } from "../api/content-api";
import { diffHtml } from "../lib/html-diff";

const R = ADMIN_CONTENT.revisions;

function Diff({ from, to }: { from: string; to: string }) {
  const parts = diffHtml(from, to);
  if (parts.every((part) => part.kind === "same"))
    return <p className="text-muted-foreground text-sm">{R.noChanges}</p>;
  // Each part is keyed by where it starts in the combined text, which is stable for one diff.
  let offset = 0;
  const keyed = parts.map((part) => {
    const key = `${part.kind}-${offset}`;
    offset += part.text.length;
    return { ...part, key };
  });
  return (
    <p className="bg-muted/40 rounded-md p-2 text-sm whitespace-pre-wrap" data-testid="revision-diff">
      {keyed.map((part) =>
        part.kind === "same" ? (
          <span key={part.key}>{part.text}</span>
        ) : part.kind === "added" ? (
          <ins
            key={part.key}
            className="bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-900 dark:text-emerald-50"
          >
            <span className="sr-only">{R.added}: </span>
            {part.text}
          </ins>
        ) : (
          <del key={part.key} className="bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50">
            <span className="sr-only">{R.removed}: </span>
            {part.text}
          </del>
        ),
      )}
    </p>
  );
}

/** Every saved version of one legal text: who and when, a word diff against the current text, restore. */
export function RevisionsList({
  slug,
  currentHtml,
  onConfirm,
}: {
  slug: SiteContentSlug;
  currentHtml: string;
  onConfirm: (request: ConfirmRequest) => void;
}) {
  const [pageSize, setPageSize] = useState(ADMIN_REVISIONS_PAGE_SIZE);
  const [open, setOpen] = useState<string | null>(null);
  const { data } = useRevisions(slug, pageSize);
  const restore = useRestoreRevision(slug);
  const items = data?.items ?? [];

  return (
    <section className="grid gap-2" aria-labelledby={`revisions-${slug}`}>
      <h2 id={`revisions-${slug}`} className="text-lg font-semibold">
        {R.title}
      </h2>
      {data && items.length === 0 ? <p className="text-muted-foreground text-sm">{R.empty}</p> : null}
      <ul className="grid gap-2">
        {items.map((revision, index) => {
          const isCurrent = index === 0 && revision.contentHtml === currentHtml;
          const when = new Date(revision.createdAt).toLocaleString("en-US", {
            dateStyle: "medium",
            timeStyle: "short",
          });
          return (
            <li key={revision.id} className="grid gap-2 rounded-md border p-3" data-testid="revision">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="grid text-sm">
                  <span className="font-medium">{revision.title}</span>
                  <span className="text-muted-foreground text-xs">
                    {R.by(revision.createdByEmail ?? R.unknownAuthor, when)}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {isCurrent ? <Badge variant="secondary">{R.current}</Badge> : null}
                  {!isCurrent ? (
                    <>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-expanded={open === revision.id}
                        onClick={() => setOpen(open === revision.id ? null : revision.id)}
                      >
                        {open === revision.id ? R.hideDiff : R.showDiff}
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        disabled={restore.isPending}
                        onClick={() =>
                          onConfirm({
                            title: R.restore,
                            description: R.restoreConfirm,
                            confirmLabel: R.restore,
                            cancelLabel: ADMIN_CONTENT.forceCancel,
                            onConfirm: () =>
                              restore.mutate(revision.id, {
                                onSuccess: () => void showToast({ title: R.restored }),
                                onError: () =>
                                  void showToast({
                                    title: ADMIN_ERROR_TITLE,
                                    description: R.restoreFailed,
                                    variant: "destructive",
                                  }),
                              }),
                          })
                        }
                      >
                        {R.restore}
                      </Button>
                    </>
                  ) : null}
                </div>
              </div>
              {open === revision.id ? <Diff from={revision.contentHtml} to={currentHtml} /> : null}
            </li>
          );
        })}
      </ul>
      {data && data.total > items.length ? (
        <Button type="button" variant="ghost" className="w-fit" onClick={() => setPageSize(50)}>
          {R.loadMore}
        </Button>
      ) : null}
    </section>
  );
}
