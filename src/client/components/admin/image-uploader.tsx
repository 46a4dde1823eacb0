import { useMutation } from "@tanstack/react-query";
import { ImageOff, Upload } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { ApiClientError, apiFetch } from "@/client/lib/api-client";
import { showToast } from "@/client/lib/toast";
import { UPLOAD_MAX_BYTES, type UploadKind } from "@/shared/constants";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { UPLOAD_MESSAGES } from "@/shared/messages/admin-curation";
import { isPreviewableImageUrl, type UploadResult, uploadResultSchema } from "@/shared/schemas/admin-uploads";

export function uploadImage(kind: UploadKind, name: string, file: File): Promise<UploadResult> {
  const body = new FormData();
  body.set("kind", kind);
  body.set("name", name.trim() || kind);
  body.set("file", file);
  return apiFetch("/api/admin/uploads", { method: "POST", body, schema: uploadResultSchema });
}

export function useUploadImage() {
  return useMutation({
    mutationFn: ({ kind, name, file }: { kind: UploadKind; name: string; file: File }) => uploadImage(kind, name, file),
  });
}

const isStored = (url: string) => url.startsWith("/uploads/");

/**
 * The image field of the curation forms: an Upload tab (checked here for a quick answer, and again by
 * content on the server) and a URL tab. It starts on Upload when a stored file exists, else on URL.
 */
export function ImageUploader({
  kind,
  name,
  value,
  onChange,
  label,
  error,
}: {
  kind: UploadKind;
  /** The place, business or location name the stored file is named after. */
  name: string;
  value: string;
  onChange: (url: string) => void;
  label: string;
  error?: string | undefined;
}) {
  const id = useId();
  const [tab, setTab] = useState<"upload" | "url">(() => (isStored(value) ? "upload" : "url"));
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);

  function handleFile(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (!file.type.startsWith("image/")) return setProblem(UPLOAD_MESSAGES.notAnImage);
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(UPLOAD_MESSAGES.tooLarge);
    upload.mutate(
      { kind, name, file },
      {
        onSuccess: (result) => {
          onChange(result.url);
          void showToast({ title: UPLOAD_MESSAGES.uploaded });
        },
        onError: (e) => {
          const message = e instanceof ApiClientError && e.status < 500 ? e.message : UPLOAD_MESSAGES.failed;
          setProblem(message);
          void showToast({ title: ADMIN_ERROR_TITLE, description: message, variant: "destructive" });
        },
      },
    );
  }

  const preview = isStored(value) || isPreviewableImageUrl(value) ? value : null;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{label}</legend>
      <Tabs value={tab} onValueChange={(next) => setTab(next as "upload" | "url")}>
        <TabsList>
          <TabsTrigger value="upload">{UPLOAD_MESSAGES.tabUpload}</TabsTrigger>
          <TabsTrigger value="url">{UPLOAD_MESSAGES.tabUrl}</TabsTrigger>
        </TabsList>
        <TabsContent value="upload" className="grid gap-2 pt-2">
          <Label htmlFor={`${id}-file`} className="sr-only">
            {UPLOAD_MESSAGES.chooseFile}
          </Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            disabled={upload.isPending}
            onChange={(event) => {
              handleFile(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          {upload.isPending ? (
            <p className="text-muted-foreground flex items-center gap-1 text-sm" role="status">
              <Upload aria-hidden className="size-4" /> {UPLOAD_MESSAGES.uploading}
            </p>
          ) : null}
        </TabsContent>
        <TabsContent value="url" className="grid gap-1 pt-2">
          <Label htmlFor={`${id}-url`}>{UPLOAD_MESSAGES.imageUrl}</Label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={isStored(value) ? "" : value}
            placeholder="https://"
            onChange={(event) => onChange(event.target.value)}
          />
        </TabsContent>
      </Tabs>
      {problem || error ? (
        <p className="text-destructive text-sm" role="alert">
          {problem ?? error}
        </p>
      ) : null}
      {preview ? (
        <div className="flex items-center gap-3">
          <img
            src={preview}
            alt={UPLOAD_MESSAGES.preview}
            className="bg-muted size-20 rounded-md border object-cover"
          />
          <Button type="button" variant="outline" size="sm" onClick={() => onChange("")}>
            <ImageOff aria-hidden /> {UPLOAD_MESSAGES.removeImage}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
