import { Link } from "react-router";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { NOT_FOUND } from "@/shared/messages/shell";
import { paths } from "@/shared/paths";

export function NotFoundPage() {
  usePageMeta({ title: "Page not found", noindex: true });
  return (
    <main className="flex min-h-[70dvh] flex-col items-center justify-center px-6 text-center">
      <h1 className="mb-2 text-6xl font-bold tracking-tight text-primary">{NOT_FOUND.code}</h1>
      <p className="mb-6 text-xl text-muted-foreground">{NOT_FOUND.title}</p>
      <Link to={paths.home} className="font-medium text-primary underline underline-offset-4 hover:text-primary/80">
        {NOT_FOUND.link}
      </Link>
    </main>
  );
}
