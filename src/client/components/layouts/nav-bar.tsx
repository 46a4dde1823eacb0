import type { ReactNode } from "react";
import { Link } from "react-router";
import { siteName } from "@/client/config/site";
import { paths } from "@/shared/paths";

export function Logo({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="14" fill="#0e7490" />
      <circle cx="44" cy="20" r="8" fill="#fde68a" />
      <path d="M6 50 L22 26 L32 38 L40 30 L58 50 Z" fill="#34d399" />
      <path d="M0 52 h64 v12 h-64z" fill="#38bdf8" />
    </svg>
  );
}

/** The top bar: logo and product name linking home, and the account area the app passes in. */
export function NavBar({ accountArea }: { accountArea: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b print:hidden bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4">
        <Link to={paths.home} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Logo className="size-8" />
          <span>{siteName()}</span>
        </Link>
        {accountArea}
      </nav>
    </header>
  );
}
