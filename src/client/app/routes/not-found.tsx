import { NotFoundPage } from "@/client/components/errors/not-found-page";

export function Component() {
  return <NotFoundPage />;
}
