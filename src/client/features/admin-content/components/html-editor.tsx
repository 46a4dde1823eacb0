import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, Italic, Link2, Link2Off, List, ListOrdered, Redo2, Undo2 } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { ADMIN_CONTENT } from "@/shared/messages/admin-content";

const E = ADMIN_CONTENT.editor;
const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

function ToolButton({
  label,
  active,
  onClick,
  disabled,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant={active ? "secondary" : "ghost"}
      size="icon"
      className="size-8"
      aria-label={label}
      aria-pressed={active}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}

/**
 * A rich-text editor producing HTML (Tiptap) with a raw HTML source view. The server sanitises
 * whatever arrives with its allow-list, so this is an editing aid, not a safety boundary.
 */
export function HtmlEditor({
  value,
  onChange,
  labelId,
  invalid,
}: {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  invalid?: boolean;
}) {
  const [mode, setMode] = useState<"visual" | "source">("visual");
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [linkError, setLinkError] = useState(false);
  const sourceId = useId();
  const linkId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["mailto", "tel"],
          isAllowedUri: (url) => SAFE_LINK.test(url),
          HTMLAttributes: { target: null, rel: null },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        "aria-labelledby": labelId,
        "aria-multiline": "true",
        role: "textbox",
        class: "legal-content grid min-h-64 gap-3 px-3 py-2 outline-none",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      h3: current?.isActive("heading", { level: 3 }) ?? false,
      bullet: current?.isActive("bulletList") ?? false,
      ordered: current?.isActive("orderedList") ?? false,
      link: current?.isActive("link") ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  // A new value from outside (another tab's data, a restore) replaces the editor's document.
  useEffect(() => {
    if (editor && mode === "visual" && editor.getHTML() !== value)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, mode]);

  function openLinkField() {
    if (!editor) return;
    setLinkDraft((editor.getAttributes("link").href as string | undefined) ?? "https://");
  }

  function applyLink() {
    if (!editor || linkDraft === null) return;
    const url = linkDraft.trim();
    if (url === "") editor.chain().focus().extendMarkRange("link").unsetLink().run();
    else if (SAFE_LINK.test(url)) editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
    else return setLinkError(true);
    setLinkDraft(null);
    setLinkError(false);
  }

  return (
    <div className={cn("rounded-md border", invalid && "border-destructive")}>
      <div className="flex flex-wrap items-center gap-1 border-b p-1" role="toolbar" aria-label={E.toolbar}>
        <div className="flex gap-1">
          <Button
            type="button"
            size="sm"
            variant={mode === "visual" ? "secondary" : "ghost"}
            aria-pressed={mode === "visual"}
            onClick={() => setMode("visual")}
          >
            {E.visual}
          </Button>
          <Button
            type="button"
            size="sm"
            variant={mode === "source" ? "secondary" : "ghost"}
            aria-pressed={mode === "source"}
            onClick={() => setMode("source")}
          >
            {E.source}
          </Button>
        </div>
        {mode === "visual" && editor ? (
          <>
            <ToolButton label={E.bold} active={state?.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
              <Bold aria-hidden />
            </ToolButton>
            <ToolButton
              label={E.italic}
              active={state?.italic}
              onClick={() => editor.chain().focus().toggleItalic().run()}
            >
              <Italic aria-hidden />
            </ToolButton>
            <ToolButton
              label={E.heading2}
              active={state?.h2}
              onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
            >
              <Heading2 aria-hidden />
            </ToolButton>
            <ToolButton
              label={E.heading3}
              active={state?.h3}
              onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
            >
              <Heading3 aria-hidden />
            </ToolButton>
            <ToolButton
              label={E.bulletList}
              active={state?.bullet}
              onClick={() => editor.chain().focus().toggleBulletList().run()}
            >
              <List aria-hidden />
            </ToolButton>
            <ToolButton
              label={E.orderedList}
              active={state?.ordered}
              onClick={() => editor.chain().focus().toggleOrderedList().run()}
            >
              <ListOrdered aria-hidden />
            </ToolButton>
            <ToolButton label={E.link} active={state?.link} onClick={openLinkField}>
              <Link2 aria-hidden />
            </ToolButton>
            <ToolButton
              label={E.unlink}
              disabled={!state?.link}
              onClick={() => editor.chain().focus().unsetLink().run()}
            >
              <Link2Off aria-hidden />
            </ToolButton>
            <ToolButton label={E.undo} disabled={!state?.canUndo} onClick={() => editor.chain().focus().undo().run()}>
              <Undo2 aria-hidden />
            </ToolButton>
            <ToolButton label={E.redo} disabled={!state?.canRedo} onClick={() => editor.chain().focus().redo().run()}>
              <Redo2 aria-hidden />
            </ToolButton>
          </>
        ) : null}
      </div>
      {mode === "visual" && linkDraft !== null ? (
        <div className="flex flex-wrap items-center gap-2 border-b p-2">
          <label htmlFor={linkId} className="text-sm">
            {E.linkPrompt}
          </label>
          <input
            id={linkId}
            className="border-input aria-invalid:border-destructive h-8 min-w-0 flex-1 rounded-md border bg-transparent px-2 text-sm"
            value={linkDraft}
            aria-invalid={linkError || undefined}
            onChange={(event) => {
              setLinkDraft(event.target.value);
              setLinkError(false);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              } else if (event.key === "Escape") setLinkDraft(null);
            }}
          />
          <Button type="button" size="sm" onClick={applyLink}>
            {E.applyLink}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setLinkDraft(null)}>
            {E.cancelLink}
          </Button>
        </div>
      ) : null}
      {mode === "visual" ? (
        <EditorContent editor={editor} />
      ) : (
        <textarea
          id={sourceId}
          aria-labelledby={labelId}
          className="min-h-64 w-full resize-y bg-transparent px-3 py-2 font-mono text-sm outline-none"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
