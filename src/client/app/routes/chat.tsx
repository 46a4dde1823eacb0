import { NotFoundPage } from "@/client/components/errors/not-found-page";
import { AccessGuard } from "@/client/features/access/components/access-guard";

// The chat page itself is not built yet (issue 7): behind the access guard, a paid user sees the
// not-found page rather than a placeholder.
export function Component() {
  return (
    <AccessGuard requirePaid>
      <NotFoundPage />
    </AccessGuard>
  );
}
