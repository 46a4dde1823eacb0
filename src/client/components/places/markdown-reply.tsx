import ReactMarkdown from "react-markdown";

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
        }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
