import { LayoutDashboard, MessageCircle, Route as RouteIcon } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { Avatar, AvatarFallback, AvatarImage } from "@/client/components/ui/avatar";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { useMe } from "@/client/lib/me-query";
import { showToast } from "@/client/lib/toast";
import { AUTH } from "@/shared/messages/auth";
import { NAV } from "@/shared/messages/shell";
import { paths } from "@/shared/paths";
import { useSignOut } from "../api/auth-actions";
import { initialsFor } from "../lib/initials";

/** The navigation bar's account area: Sign In when signed out; welcome, avatar menu and Sign Out when signed in. */
export function SignedInMenu() {
  const { data, isPending } = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOutMutation = useSignOut({
    onSuccess: () => {
      showToast({ title: AUTH.success.signedOut });
      navigate(paths.auth);
    },
    onError: () => showToast({ title: "Error", description: AUTH.errors.signOut, variant: "destructive" }),
  });

  if (isPending) return <div className="h-9 w-20" aria-hidden />;
  const user = data?.user;
  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to={paths.auth}>{NAV.signIn}</Link>
      </Button>
    );
  }

  const entries = [
    { label: NAV.startChat, to: paths.chat, icon: MessageCircle, show: !pathname.startsWith(paths.chat) },
    {
      label: NAV.aiPlanner,
      to: paths.itineraryBuilder,
      icon: RouteIcon,
      show: !pathname.startsWith(paths.itineraryBuilder),
    },
    {
      label: NAV.admin,
      to: paths.admin,
      icon: LayoutDashboard,
      show: user.isAdmin && !pathname.startsWith(paths.admin),
    },
  ].filter((entry) => entry.show);
  const avatar = (
    <Avatar>
      {user.image ? <AvatarImage src={user.image} alt="" /> : null}
      <AvatarFallback>{initialsFor(user.email)}</AvatarFallback>
    </Avatar>
  );

  return (
    <div className="flex items-center gap-3">
      <span className="text-muted-foreground hidden max-w-[16rem] truncate text-sm md:inline" title={user.email}>
        {NAV.welcome(user.email)}
      </span>
      {entries.length > 0 ? (
        <DropdownMenu>
          <DropdownMenuTrigger
            className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-label="Account menu"
          >
            {avatar}
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" collisionPadding={8} className="max-w-[calc(100vw-1rem)]">
            {/* Below 768 px the bar has no room for the welcome line: it heads the menu instead. */}
            <DropdownMenuLabel className="max-w-[calc(100vw-2rem)] truncate md:hidden" title={user.email}>
              {NAV.welcome(user.email)}
            </DropdownMenuLabel>
            <DropdownMenuSeparator className="md:hidden" />
            {entries.map((entry) => (
              <DropdownMenuItem key={entry.to} asChild>
                <Link to={entry.to}>
                  <entry.icon aria-hidden />
                  {entry.label}
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : (
        avatar
      )}
      <Button variant="outline" size="sm" onClick={() => signOutMutation.mutate()} disabled={signOutMutation.isPending}>
        {NAV.signOut}
      </Button>
    </div>
  );
}
