import { useEffect } from "react";
import { siteName } from "@/client/config/site";
import { META_DESCRIPTION_LENGTH } from "@/shared/constants";

type PageMeta = { title?: string; description?: string; canonicalPath?: string; noindex?: boolean };

function upsertMeta(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  apply(element);
}

/** Sets the document title, meta description (cut to 160 characters), canonical link and robots. */
export function usePageMeta({ title, description, canonicalPath, noindex }: PageMeta): void {
  useEffect(() => {
    const name = siteName();
    document.title = title ? `${title} | ${name}` : name;
    if (description) {
      upsertMeta(
        'meta[name="description"]',
        () => Object.assign(document.createElement("meta"), { name: "description" }),
        (el) => el.setAttribute("content", description.slice(0, META_DESCRIPTION_LENGTH)),
      );
    }
    if (canonicalPath) {
      upsertMeta(
        'link[rel="canonical"]',
        () => Object.assign(document.createElement("link"), { rel: "canonical" }),
        (el) => el.setAttribute("href", new URL(canonicalPath, window.location.origin).toString()),
      );
    }
    upsertMeta(
      'meta[name="robots"]',
      () => Object.assign(document.createElement("meta"), { name: "robots" }),
      (el) => el.setAttribute("content", noindex ? "noindex" : "index,follow"),
    );
  }, [title, description, canonicalPath, noindex]);
}
