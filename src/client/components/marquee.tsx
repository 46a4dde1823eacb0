import type { ReactNode } from "react";
import { cn } from "@/client/lib/utils";

type MarqueeProps<T> = {
  items: T[];
  renderItem: (item: T, isCopy: boolean) => ReactNode;
  getKey: (item: T) => string;
  /** Seconds for one full loop. */
  durationSeconds: number;
  label: string;
};

/**
 * A looping carousel: the items are rendered twice and the strip slides by half its width.
 * It pauses on hover and keyboard focus; with reduced motion it becomes a plain scrollable row.
 * The second copy is hidden from assistive technology and from the tab order.
 */
export function Marquee<T>({ items, renderItem, getKey, durationSeconds, label }: MarqueeProps<T>) {
  return (
    // Focusable so keyboard users can pause it (focus pauses the motion) and scroll it when motion is reduced.
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-focusable (WCAG 2.1.1).
      tabIndex={0}
      className="group relative overflow-hidden rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 motion-reduce:overflow-x-auto"
    >
      <ul
        className={cn(
          "flex w-max gap-6 py-2 motion-safe:animate-[marquee_var(--marquee-duration)_linear_infinite]",
          "group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]",
        )}
        style={{ "--marquee-duration": `${durationSeconds}s` } as React.CSSProperties}
      >
        {items.map((item) => (
          <li key={getKey(item)} className="shrink-0">
            {renderItem(item, false)}
          </li>
        ))}
        {items.map((item) => (
          <li key={`copy-${getKey(item)}`} className="shrink-0 motion-reduce:hidden" aria-hidden inert>
            {renderItem(item, true)}
          </li>
        ))}
      </ul>
    </section>
  );
}
