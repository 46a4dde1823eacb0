import { BookmarkPlus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Label } from "@/client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { ApiClientError } from "@/client/lib/api-client";
import { showToast } from "@/client/lib/toast";
import { TRIP_CATEGORIES, TRIP_CATEGORY_VALUES } from "@/shared/constants";
import { CHAT } from "@/shared/messages/chat";
import { useSaveMessage } from "../api/chat-api";

/** 'Save to My Trip': a category (required), an optional note and a favourite flag. */
export function SaveToTripDialog({ messageId }: { messageId: string }) {
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<string>("");
  const [note, setNote] = useState("");
  const [favorite, setFavorite] = useState(false);
  const id = useId();
  const mutation = useSaveMessage(messageId, {
    onSuccess: () => {
      showToast(CHAT.save.saved);
      setOpen(false);
    },
    onError: (error) => {
      if (error instanceof ApiClientError && error.code === "already_saved") {
        showToast(CHAT.save.alreadySaved);
        setOpen(false);
      } else showToast({ title: "Error", description: CHAT.save.failed, variant: "destructive" });
    },
  });

  function handleSave() {
    if (!category) {
      showToast({ ...CHAT.save.categoryRequired, variant: "destructive" });
      return;
    }
    mutation.mutate({ category, note, isFavorite: favorite });
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <BookmarkPlus aria-hidden />
        {CHAT.save.action}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{CHAT.save.dialogTitle}</DialogTitle>
            <DialogDescription>Keep this recommendation in your trip plan.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-category`}>{CHAT.save.category}</Label>
              <Select value={category} onValueChange={setCategory}>
                <SelectTrigger id={`${id}-category`} aria-label={CHAT.save.category}>
                  <SelectValue placeholder="Choose a category" />
                </SelectTrigger>
                <SelectContent>
                  {TRIP_CATEGORY_VALUES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {TRIP_CATEGORIES[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-note`}>{CHAT.save.note}</Label>
              <textarea
                id={`${id}-note`}
                rows={3}
                maxLength={500}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                className="border-input focus-visible:border-ring focus-visible:ring-ring/50 w-full rounded-md border bg-transparent px-3 py-2 text-sm outline-none focus-visible:ring-[3px]"
              />
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-favorite`}
                checked={favorite}
                onCheckedChange={(checked) => setFavorite(checked === true)}
              />
              <Label htmlFor={`${id}-favorite`} className="font-normal">
                {CHAT.save.favorite}
              </Label>
            </div>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={handleSave} disabled={mutation.isPending}>
              {CHAT.save.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
