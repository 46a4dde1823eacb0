import { Info } from "lucide-react";
import { Tooltip } from "radix-ui";
import { useState } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@/shared/constants";

/** Wraps a page's info tips: they open after 700 ms on hover, 300 ms when moving between them. */
export function InfoTipProvider({ children }: { children: React.ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

/**
 * An (i) button whose explanation shows on hover or focus (desktop) and on tap (touch screens,
 * where there is no hover): a tap toggles it.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Root open={open} onOpenChange={setOpen}>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          className="text-muted-foreground hover:text-foreground inline-flex size-6 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={(event) => {
            event.preventDefault();
            setOpen((value) => !value);
          }}
        >
          <Info className="size-4" aria-hidden="true" />
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="bg-foreground text-background z-50 max-w-64 rounded-md px-3 py-1.5 text-xs"
        >
          {text}
          <Tooltip.Arrow className="fill-foreground" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
