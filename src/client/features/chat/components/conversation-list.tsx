import { Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { CHAT } from "@/shared/messages/chat";
import type { ConversationSummary } from "../api/chat-api";
import { conversationDateLabel } from "../lib/date-label";

type Props = {
  open: boolean;
  conversations: ConversationSummary[];
  activeId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onDelete: (id: string) => void;
  onClose: () => void;
};

/** The slide-in list of conversations, with New and close; deleting one asks for confirmation first. */
export function ConversationList({ open, conversations, activeId, onSelect, onNew, onDelete, onClose }: Props) {
  const [pendingDelete, setPendingDelete] = useState<ConversationSummary | null>(null);
  return (
    <>
      {open ? (
        <button
          type="button"
          aria-label="Close conversations"
          className="fixed inset-0 z-30 bg-black/30"
          onClick={onClose}
        />
      ) : null}
      <aside
        aria-label={CHAT.conversations}
        aria-hidden={!open}
        inert={!open}
        className={cn(
          "bg-background fixed inset-y-0 left-0 z-40 flex w-[min(20rem,85vw)] flex-col border-r shadow-xl transition-transform duration-200 motion-reduce:transition-none",
          open ? "translate-x-0" : "-translate-x-full",
        )}
      >
        <div className="flex items-center justify-between gap-2 border-b p-3">
          <h2 className="font-semibold">{CHAT.conversations}</h2>
          <div className="flex gap-1">
            <Button size="sm" onClick={onNew}>
              <Plus aria-hidden />
              {CHAT.newConversation}
            </Button>
            <Button size="icon" variant="ghost" aria-label="Close" onClick={onClose}>
              <X />
            </Button>
          </div>
        </div>
        <ul className="flex-1 overflow-y-auto p-2">
          {conversations.length === 0 ? (
            <li className="text-muted-foreground p-3 text-sm">No conversations yet.</li>
          ) : null}
          {conversations.map((conversation) => (
            <li key={conversation.id} className="group flex items-center gap-1">
              <button
                type="button"
                onClick={() => onSelect(conversation.id)}
                aria-current={conversation.id === activeId ? "true" : undefined}
                className={cn(
                  "hover:bg-accent min-w-0 flex-1 rounded-md px-3 py-2 text-left",
                  conversation.id === activeId && "bg-secondary",
                )}
              >
                <span className="block truncate text-sm font-medium">{conversation.title}</span>
                <span className="text-muted-foreground text-xs">{conversationDateLabel(conversation.updatedAt)}</span>
              </button>
              <Button
                size="icon"
                variant="ghost"
                className="size-8 shrink-0"
                aria-label={`Delete ${conversation.title}`}
                onClick={() => setPendingDelete(conversation)}
              >
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      </aside>
      <AlertDialog open={pendingDelete !== null} onOpenChange={(isOpen) => !isOpen && setPendingDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{CHAT.deleteDialog.title}</AlertDialogTitle>
            <AlertDialogDescription>
              <span className="text-foreground block font-medium break-words">{pendingDelete?.title}</span>
              {CHAT.deleteDialog.description}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{CHAT.deleteDialog.cancel}</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: "destructive" })}
              onClick={() => {
                if (pendingDelete) onDelete(pendingDelete.id);
                setPendingDelete(null);
              }}
            >
              {CHAT.deleteDialog.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
