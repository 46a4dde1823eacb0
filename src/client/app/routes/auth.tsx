import { AuthScreen } from "@/client/features/auth/components/auth-screen";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { paths } from "@/shared/paths";

export function Component() {
  usePageMeta({
    title: "Sign in or create your account",
    description: "Sign in to AlohaBot or create an account to plan your Kauai trip with an AI concierge.",
    canonicalPath: paths.auth,
  });
  return <AuthScreen />;
}
