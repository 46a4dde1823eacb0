import { AccessGuard } from "@/client/features/access/components/access-guard";
import { ChatScreen } from "@/client/features/chat/components/chat-screen";
import { usePageMeta } from "@/client/lib/use-page-meta";

export function Component() {
  usePageMeta({ title: "Chat", noindex: true });
  return (
    <AccessGuard requirePaid>
      <ChatScreen />
    </AccessGuard>
  );
}
