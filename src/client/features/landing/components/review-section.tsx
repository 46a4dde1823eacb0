import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { REVIEW_FORM } from "@/shared/messages/public-site";

const loadForm = () => import("./review-form").then((m) => ({ default: m.ReviewForm }));
// The form and its validation code load only when someone opens it (or points at the button).
const ReviewForm = lazy(loadForm);

/** The collapsible review form of the landing page. */
export function ReviewSection() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-2xl px-4 py-12">
      <h2 id={`${id}-heading`} className="sr-only">
        {REVIEW_FORM.title}
      </h2>
      <Button
        variant="outline"
        size="lg"
        className="mx-auto flex"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => setOpen((value) => !value)}
      >
        {REVIEW_FORM.toggle}
        <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <div id={`${id}-panel`} hidden={!open}>
        {open ? (
          <Suspense fallback={<p className="text-muted-foreground mt-6 text-center">Loading...</p>}>
            <ReviewForm />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
