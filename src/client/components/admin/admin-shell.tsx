import type { LucideIcon } from "lucide-react";
import { ExternalLink, LogOut, PanelLeft } from "lucide-react";
import { type CSSProperties, type ReactNode, useCallback, useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import {
  ADMIN_SIDEBAR_COOKIE,
  ADMIN_SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  ADMIN_SIDEBAR_SHORTCUT_KEY,
  ADMIN_SIDEBAR_WIDTH,
  ADMIN_SIDEBAR_WIDTH_COLLAPSED,
  ADMIN_SIDEBAR_WIDTH_MOBILE,
  BREAKPOINT_TABLET,
} from "@/shared/constants";
import { ADMIN_LAYOUT } from "@/shared/messages/admin";

export type AdminNavEntry = { label: string; to: string; icon: LucideIcon; end?: boolean };
export type AdminExternalEntry = { label: string; href: string; icon: LucideIcon; newTab?: boolean };

/** The sidebar's saved state: expanded unless the cookie says otherwise. */
export function readSidebarCookie(cookie: string): boolean {
  const match = cookie.split(/;\s*/).find((part) => part.startsWith(`${ADMIN_SIDEBAR_COOKIE}=`));
  return match ? match.split("=")[1] !== "false" : true;
}

function writeSidebarCookie(open: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read back on the next visit
  document.cookie = `${ADMIN_SIDEBAR_COOKIE}=${open}; path=/; max-age=${ADMIN_SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** True when the key event comes from a place where typing happens: inputs, selects, editors. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) || target.closest("[contenteditable='true']") !== null
  );
}

function useIsMobile() {
  const query = `(max-width: ${BREAKPOINT_TABLET - 1}px)`;
  const [isMobile, setIsMobile] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setIsMobile(list.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return isMobile;
}

/**
 * The admin area's frame (spec §2 Admin layout): a collapsible sidebar titled 'Admin Panel' - 16rem
 * wide, 3rem collapsed, an 18rem drawer on phones - toggled by its trigger or Ctrl/Cmd+B (never while
 * typing), its desktop state kept in a cookie for 7 days.
 */
export function AdminShell({
  entries,
  external,
  onSignOut,
  isSigningOut,
  children,
}: {
  entries: AdminNavEntry[];
  external: AdminExternalEntry[];
  onSignOut: () => void;
  isSigningOut: boolean;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarCookie(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);
  const { pathname } = useLocation();

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else
      setOpen((value) => {
        writeSidebarCookie(!value);
        return !value;
      });
  }, [isMobile]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && isMobile) setOpenMobile(false);
      if (event.key.toLowerCase() !== ADMIN_SIDEBAR_SHORTCUT_KEY || !(event.metaKey || event.ctrlKey)) return;
      if (event.altKey || event.shiftKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle, isMobile]);

  // A phone's drawer closes once a page is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpenMobile(false), [pathname]);

  const expanded = isMobile ? true : open;
  const state = expanded ? "expanded" : "collapsed";
  const width = isMobile ? ADMIN_SIDEBAR_WIDTH_MOBILE : open ? ADMIN_SIDEBAR_WIDTH : ADMIN_SIDEBAR_WIDTH_COLLAPSED;
  const linkClass = (active: boolean) =>
    cn(
      "flex h-9 items-center gap-2 rounded-md px-2 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
      active && "bg-accent font-medium",
      !expanded && "justify-center px-0",
    );
  const label = (text: string) => <span className={cn("truncate", !expanded && "sr-only")}>{text}</span>;

  const sidebar = (
    <nav
      aria-label={ADMIN_LAYOUT.title}
      data-testid="admin-sidebar"
      data-state={state}
      data-mobile={isMobile ? "true" : "false"}
      style={{ width } as CSSProperties}
      className={cn(
        "bg-sidebar bg-background flex h-dvh flex-col gap-2 border-r p-2 transition-[width] duration-200",
        isMobile ? "fixed inset-y-0 left-0 z-50 shadow-lg" : "sticky top-0 shrink-0",
      )}
    >
      <div className={cn("flex h-10 items-center px-2 font-semibold", !expanded && "justify-center px-0")}>
        {expanded ? ADMIN_LAYOUT.title : <span aria-hidden>A</span>}
        {!expanded ? <span className="sr-only">{ADMIN_LAYOUT.title}</span> : null}
      </div>
      <ul className="flex flex-col gap-1">
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.end ?? false}
              className={({ isActive }) => linkClass(isActive)}
              title={expanded ? undefined : entry.label}
            >
              <entry.icon aria-hidden className="size-4 shrink-0" />
              {label(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <p className={cn("text-muted-foreground px-2 pb-1 text-xs font-medium", !expanded && "sr-only")}>
          {ADMIN_LAYOUT.groups.external}
        </p>
        <ul className="flex flex-col gap-1">
          {external.map((entry) => (
            <li key={entry.href}>
              <a
                href={entry.href}
                className={linkClass(false)}
                title={expanded ? undefined : entry.label}
                {...(entry.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                <entry.icon aria-hidden className="size-4 shrink-0" />
                {label(entry.label)}
                {entry.newTab ? (
                  <>
                    <ExternalLink aria-hidden className={cn("ml-auto size-3", !expanded && "hidden")} />
                    <span className="sr-only">{ADMIN_LAYOUT.opensInNewTab}</span>
                  </>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-auto">
        <button
          type="button"
          onClick={onSignOut}
          disabled={isSigningOut}
          className={cn(linkClass(false), "w-full disabled:opacity-50")}
          title={expanded ? undefined : ADMIN_LAYOUT.signOut}
        >
          <LogOut aria-hidden className="size-4 shrink-0" />
          {label(ADMIN_LAYOUT.signOut)}
        </button>
      </div>
    </nav>
  );

  return (
    <div className="flex min-h-dvh">
      {isMobile ? (
        openMobile ? (
          <>
            <button
              type="button"
              aria-label={ADMIN_LAYOUT.toggleSidebar}
              className="fixed inset-0 z-40 bg-black/50"
              onClick={() => setOpenMobile(false)}
              tabIndex={-1}
            />
            {sidebar}
          </>
        ) : null
      ) : (
        sidebar
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="bg-background sticky top-0 z-30 flex h-12 items-center gap-2 border-b px-3">
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label={ADMIN_LAYOUT.toggleSidebar}
            aria-expanded={isMobile ? openMobile : open}
          >
            <PanelLeft aria-hidden />
          </Button>
          <span className="font-semibold md:hidden">{ADMIN_LAYOUT.title}</span>
        </header>
        <main className="min-w-0 flex-1 p-3 md:p-6">{children}</main>
      </div>
    </div>
  );
}
