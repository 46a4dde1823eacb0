import sanitizeHtml from "sanitize-html";

// The allow-list for admin-edited legal HTML: text structure and links only. Scripts, styles,
// event handlers, iframes and javascript:/data: URLs are removed. Applied before storing and again
// before serving, so content stored before a rule change is still safe.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "ul",
    "ol",
    "li",
    "a",
    "blockquote",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"], th: ["scope"], td: ["colspan", "rowspan"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
