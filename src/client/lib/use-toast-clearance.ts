import { type RefObject, useEffect } from "react";

const VARIABLE = "--toast-top";
const GAP_PX = 8;

/**
 * Toasts sit at the top, below the navigation bar (the default of --toast-top). A page whose own
 * header holds controls (the chat header, the itinerary's sticky day strip with Start Over) passes
 * that header here, and toasts move below it while the page is shown, covering content instead.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>, isActive = true): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !isActive) return;
    const root = document.documentElement;
    const update = () => {
      const bottom = element.getBoundingClientRect().bottom;
      root.style.setProperty(VARIABLE, `${Math.round(Math.max(0, bottom) + GAP_PX)}px`);
    };
    update();
    // The header can move without changing size (the navigation bar above it grows once the account
    // loads), so a change of the page's size re-measures too.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    observer.observe(document.body);
    const frame = requestAnimationFrame(update);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      root.style.removeProperty(VARIABLE);
    };
  }, [ref, isActive]);
}
