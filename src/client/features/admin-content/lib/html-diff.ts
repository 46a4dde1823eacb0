import { diffWords } from "diff";

const BLOCK = /^(P|H[1-6]|LI|BLOCKQUOTE|PRE|TR|BR|HR|UL|OL|TABLE)$/;

/** The readable text of an HTML fragment: block elements on their own lines. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const parts: string[] = [];
  function walk(node: Node) {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
    if (node instanceof HTMLElement && BLOCK.test(node.tagName)) parts.push("\n");
    for (const child of Array.from(node.childNodes)) walk(child);
    if (node instanceof HTMLElement && BLOCK.test(node.tagName)) parts.push("\n");
    if (node instanceof HTMLAnchorElement && node.getAttribute("href")) parts.push(` (${node.getAttribute("href")})`);
  }
  walk(doc.body);
  return parts
    .join("")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/** Word-level changes from one version's text to another's. */
export function diffHtml(fromHtml: string, toHtml: string): DiffPart[] {
  return diffWords(htmlToText(fromHtml), htmlToText(toHtml)).map((part) => ({
    kind: part.added ? "added" : part.removed ? "removed" : "same",
    text: part.value,
  }));
}
