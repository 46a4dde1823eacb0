import { PRODUCT_NAME_DEFAULT } from "@/shared/constants";

// The server writes these meta tags into index.html from its configuration, so the product name
// and support address change without rebuilding the client.
function meta(name: string): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim() || null;
}

export function siteName(): string {
  return meta("site-name") ?? PRODUCT_NAME_DEFAULT;
}

export function supportEmail(): string | null {
  return meta("support-email");
}
