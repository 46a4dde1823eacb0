import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { showToast } from "@/client/lib/toast";
import { LEGAL_DIALOG } from "@/shared/messages/payment";
import { paths } from "@/shared/paths";
import { useAcceptLegal } from "../api/accept-legal";

const block = (event: Event) => event.preventDefault();

/** The access guard's blocking acceptance dialog: no cancel, no closing by clicking outside or Escape. */
export function LegalDialog() {
  const accept = useAcceptLegal({
    onError: () => showToast({ title: "Error", description: LEGAL_DIALOG.failed, variant: "destructive" }),
  });
  return (
    <Dialog open>
      <DialogContent showCloseButton={false} onInteractOutside={block} onEscapeKeyDown={block}>
        <DialogHeader>
          <DialogTitle>{LEGAL_DIALOG.title}</DialogTitle>
          <DialogDescription>{LEGAL_DIALOG.description}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          Read the{" "}
          <a href={paths.terms} target="_blank" rel="noopener noreferrer" className="text-primary underline">
            Terms of Service
          </a>{" "}
          and the{" "}
          <a href={paths.privacy} target="_blank" rel="noopener noreferrer" className="text-primary underline">
            Privacy Policy
          </a>
          .
        </p>
        <DialogFooter>
          <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
            {LEGAL_DIALOG.accept}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
