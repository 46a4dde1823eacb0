import ReactMarkdown from "react-markdown";

/**
 * Only images served by this site may load: a reply (ultimately model output) must not make the
 * browser fetch an outside address, which could carry conversation data in its URL.
 */
function isOwnOrigin(src: string | undefined): src is string {
  if (!src) return false;
  try {
    return new URL(src, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Assistant replies as Markdown, without raw HTML; links open safely in a new tab. */
export function MarkdownReply({ text }: { text: string }) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 text-sm leading-relaxed [overflow-wrap:anywhere] [&_pre]:whitespace-pre-wrap [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_li]:mt-1">
      <ReactMarkdown
        skipHtml
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary underline">
              {children}
            </a>
          ),
          img: ({ src, alt }) =>
            typeof src === "string" && isOwnOrigin(src) ? (
              <img src={src} alt={alt ?? ""} loading="lazy" className="max-w-full rounded-md" />
            ) : alt ? (
              <span>{alt}</span>
            ) : null,
        }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
