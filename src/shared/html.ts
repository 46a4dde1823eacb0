/**
 * The one escaper for text placed in HTML or XML (element content and quoted attribute values):
 * the server renderer, the page head, e-mails and the sitemap use it.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
