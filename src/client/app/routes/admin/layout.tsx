import { useQuery } from "@tanstack/react-query";
import {
  Activity,
  FileText,
  Globe,
  Images,
  LayoutDashboard,
  MapPinned,
  MessageCircle,
  MessageSquareHeart,
  Star,
  Store,
  ThumbsUp,
  Users,
  Wallet,
} from "lucide-react";
import { Suspense, useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { type AdminExternalEntry, type AdminNavEntry, AdminShell } from "@/client/components/admin/admin-shell";
import { PageFallback } from "@/client/components/layouts/site-layout";
import { useSignOut } from "@/client/features/auth/api/auth-actions";
import { getMeQueryOptions } from "@/client/lib/me-query";
import { showToast } from "@/client/lib/toast";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { ADMIN_ERROR_TITLE, ADMIN_LAYOUT } from "@/shared/messages/admin";
import { paths } from "@/shared/paths";

// The spec's ten entries, in its order.
const ENTRIES: AdminNavEntry[] = [
  { label: ADMIN_LAYOUT.nav.dashboard, to: paths.admin, icon: LayoutDashboard, end: true },
  { label: ADMIN_LAYOUT.nav.users, to: paths.adminUsers, icon: Users },
  { label: ADMIN_LAYOUT.nav.content, to: paths.adminContent, icon: FileText },
  { label: ADMIN_LAYOUT.nav.reviews, to: paths.adminReviews, icon: Star },
  { label: ADMIN_LAYOUT.nav.businesses, to: paths.adminBusinesses, icon: Store },
  { label: ADMIN_LAYOUT.nav.places, to: paths.adminPlaces, icon: MapPinned },
  { label: ADMIN_LAYOUT.nav.showcase, to: paths.adminShowcase, icon: Images },
  // Analytics (issue 19): the spec's last three entries.
  { label: ADMIN_LAYOUT.nav.activity, to: paths.adminActivity, icon: Activity },
  { label: ADMIN_LAYOUT.nav.responseAnalytics, to: paths.adminResponseAnalytics, icon: ThumbsUp },
  { label: ADMIN_LAYOUT.nav.feedback, to: paths.adminFeedback, icon: MessageSquareHeart },
];

const EXTERNAL: AdminExternalEntry[] = [
  { label: ADMIN_LAYOUT.external.payments, href: "https://dashboard.stripe.com", icon: Wallet, newTab: true },
  { label: ADMIN_LAYOUT.external.liveChat, href: paths.chat, icon: MessageCircle },
  { label: ADMIN_LAYOUT.external.mainSite, href: paths.home, icon: Globe },
];

function Status({ text }: { text: string }) {
  return (
    <main className="text-muted-foreground flex min-h-dvh items-center justify-center p-4 text-center" role="status">
      {text}
    </main>
  );
}

/** /admin: 'Loading...' while the role is checked, the refusal for non-admins, else the sidebar and the page. */
export function Component() {
  usePageMeta({ title: ADMIN_LAYOUT.title, noindex: true });
  const navigate = useNavigate();
  const me = useQuery({ ...getMeQueryOptions(), refetchOnMount: "always" });
  const signOutMutation = useSignOut({
    onSuccess: async () => {
      await showToast({ title: ADMIN_LAYOUT.signedOut });
      navigate(paths.auth);
    },
    onError: () =>
      showToast({ title: ADMIN_ERROR_TITLE, description: ADMIN_LAYOUT.signOutError, variant: "destructive" }),
  });

  useEffect(() => {
    // Spec §4: a failed check is logged and treated as not admin.
    if (me.isError) console.warn("Failed to check admin role", me.error);
  }, [me.isError, me.error]);

  if (me.isPending) return <Status text={ADMIN_LAYOUT.loading} />;
  if (!me.data?.user?.isAdmin) return <Status text={ADMIN_LAYOUT.noAccess} />;
  return (
    <AdminShell
      entries={ENTRIES}
      external={EXTERNAL}
      onSignOut={() => signOutMutation.mutate()}
      isSigningOut={signOutMutation.isPending}
    >
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </AdminShell>
  );
}
