import { Toaster as Sonner, type ToasterProps } from "sonner";

// Below the navigation bar (3.5rem) by default; pages with their own header raise --toast-top
// (useToastClearance) so a toast never covers the controls at the top of the screen.
const TOP = { top: "var(--toast-top, 4rem)" };

function Toaster(props: ToasterProps) {
  return (
    <Sonner
      offset={TOP}
      mobileOffset={TOP}
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
