import { useEffect, useId, useState } from "react";
import { ConfirmDialog, type ConfirmRequest } from "@/client/components/admin/confirm-dialog";
import { FieldError } from "@/client/components/form/field-error";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { ApiClientError } from "@/client/lib/api-client";
import { showToast } from "@/client/lib/toast";
import { SITE_CONTENT_SLUGS, type SiteContentSlug } from "@/shared/constants";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_CONTENT } from "@/shared/messages/admin-content";
import { type AdminSiteContent, saveSiteContentSchema } from "@/shared/schemas/admin-content";
import { useAdminContent, useForceReacceptance, useSaveContent } from "../api/content-api";
import { HtmlEditor } from "./html-editor";
import { RevisionsList } from "./revisions-list";

type FieldErrors = Partial<Record<"title" | "contentHtml", string>>;

function ContentForm({
  slug,
  page,
  onConfirm,
}: {
  slug: SiteContentSlug;
  page: AdminSiteContent | undefined;
  onConfirm: (request: ConfirmRequest) => void;
}) {
  const [title, setTitle] = useState(page?.title ?? ADMIN_CONTENT.tabs[slug]);
  const [html, setHtml] = useState(page?.contentHtml ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveContent(slug);
  const titleId = useId();
  const contentLabelId = useId();

  // A restore (or another admin's save) refreshes the stored text; show it.
  useEffect(() => {
    if (page) {
      setTitle(page.title);
      setHtml(page.contentHtml);
    }
  }, [page]);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = saveSiteContentSchema.safeParse({ title, contentHtml: html });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof FieldErrors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => void showToast({ title: ADMIN_CONTENT.saved }),
      onError: (error) => {
        if (error instanceof ApiClientError && error.fields) setErrors(error.fields as FieldErrors);
        void showToast({ title: ADMIN_ERROR_TITLE, description: ADMIN_CONTENT.saveFailed, variant: "destructive" });
      },
    });
  }

  return (
    <div className="grid gap-6">
      <form className="grid gap-3" onSubmit={handleSubmit} noValidate>
        <div className="grid gap-1">
          <Label htmlFor={titleId}>{ADMIN_CONTENT.titleLabel}</Label>
          <Input
            id={titleId}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${titleId}-error` : undefined}
          />
          <FieldError id={`${titleId}-error`} message={errors.title} />
        </div>
        <div className="grid gap-1">
          <span id={contentLabelId} className="text-sm leading-none font-medium">
            {ADMIN_CONTENT.contentLabel}
          </span>
          <HtmlEditor value={html} onChange={setHtml} labelId={contentLabelId} invalid={Boolean(errors.contentHtml)} />
          <FieldError id={`${contentLabelId}-error`} message={errors.contentHtml} />
        </div>
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          {save.isPending ? ADMIN_CONTENT.saving : ADMIN_CONTENT.save}
        </Button>
      </form>
      <RevisionsList slug={slug} currentHtml={page?.contentHtml ?? ""} onConfirm={onConfirm} />
    </div>
  );
}

/** Site content: the two legal texts, their revisions, and Force Re-acceptance. */
export function ContentPage() {
  const { data, isError } = useAdminContent();
  const force = useForceReacceptance();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  useEffect(() => {
    if (isError)
      void showToast({ title: ADMIN_ERROR_TITLE, description: ADMIN_CONTENT.loadFailed, variant: "destructive" });
  }, [isError]);

  const share = data
    ? ADMIN_CONTENT.acceptance(
        data.acceptance.active > 0 ? ((data.acceptance.accepted / data.acceptance.active) * 100).toFixed(1) : "0.0",
        data.acceptance.accepted,
        data.acceptance.active,
      )
    : null;

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold">{ADMIN_CONTENT.title}</h1>
          {data ? (
            <>
              <p className="text-sm" data-testid="acceptance-share">
                {share}
              </p>
              <p className="text-muted-foreground text-xs">{ADMIN_CONTENT.currentVersion(data.requiredVersion)}</p>
            </>
          ) : null}
        </div>
        <Button
          variant="destructive"
          disabled={force.isPending || !data}
          onClick={() =>
            setConfirm({
              title: ADMIN_CONTENT.forceButton,
              description: ADMIN_CONTENT.forceConfirm,
              confirmLabel: ADMIN_CONTENT.forceConfirmAction,
              cancelLabel: ADMIN_CONTENT.forceCancel,
              destructive: true,
              onConfirm: () =>
                force.mutate(undefined, {
                  onSuccess: () => void showToast({ title: ADMIN_CONTENT.forceDone }),
                  onError: () =>
                    void showToast({
                      title: ADMIN_ERROR_TITLE,
                      description: ADMIN_CONTENT.forceFailed,
                      variant: "destructive",
                    }),
                }),
            })
          }
        >
          {ADMIN_CONTENT.forceButton}
        </Button>
      </div>
      {isError && !data ? <p className="text-destructive">{ADMIN_CONTENT.loadFailed}</p> : null}
      {data ? (
        <Tabs defaultValue={SITE_CONTENT_SLUGS[0]}>
          <TabsList>
            {SITE_CONTENT_SLUGS.map((slug) => (
              <TabsTrigger key={slug} value={slug}>
                {ADMIN_CONTENT.tabs[slug]}
              </TabsTrigger>
            ))}
          </TabsList>
          {SITE_CONTENT_SLUGS.map((slug) => (
            <TabsContent key={slug} value={slug} className="pt-2">
              <ContentForm slug={slug} page={data.pages.find((page) => page.slug === slug)} onConfirm={setConfirm} />
            </TabsContent>
          ))}
        </Tabs>
      ) : null}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
