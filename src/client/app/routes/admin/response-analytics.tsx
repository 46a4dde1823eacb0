import { ResponseQualityPage } from "@/client/features/admin-response-quality/components/response-quality-page";

export function Component() {
  return <ResponseQualityPage />;
}
