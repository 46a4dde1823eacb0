import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { useMe } from "@/client/lib/me-query";
import { NAV } from "@/shared/messages/shell";
import { paths } from "@/shared/paths";

// The signed-in menu (dropdown, avatar, sign-out) loads only for signed-in users.
const SignedInMenu = lazy(() => import("./signed-in-menu").then((m) => ({ default: m.SignedInMenu })));

/** The navigation bar's account area: Sign In when signed out; welcome, avatar menu and Sign Out when signed in. */
export function AccountMenu() {
  const { data, isPending } = useMe();
  if (isPending) return <div className="h-9 w-20" aria-hidden />;
  if (!data?.user) {
    return (
      <Button asChild size="sm">
        <Link to={paths.auth}>{NAV.signIn}</Link>
      </Button>
    );
  }
  return (
    <Suspense fallback={<div className="h-9 w-20" aria-hidden />}>
      <SignedInMenu />
    </Suspense>
  );
}
