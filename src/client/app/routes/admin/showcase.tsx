import { ShowcasePage } from "@/client/features/admin-showcase/components/showcase-page";

export function Component() {
  return <ShowcasePage />;
}
