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
    // The header can move without changing size (content above it appears, a scroll container
    // scrolls): re-measure on any layout change, any scroll (captured, so inner scroll areas count)
    // and whenever the page's content changes, such as a toast being added, before it is painted.
    let frame = requestAnimationFrame(update);
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    const resizes = new ResizeObserver(schedule);
    resizes.observe(element);
    resizes.observe(document.body);
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("scroll", schedule, { passive: true, capture: true });
    window.addEventListener("resize", schedule);
    return () => {
      resizes.disconnect();
      mutations.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule, { capture: true });
      window.removeEventListener("resize", schedule);
      root.style.removeProperty(VARIABLE);
    };
  }, [ref, isActive]);
}
