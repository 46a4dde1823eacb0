import { AlertTriangle } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/client/components/ui/button";
import { reportCrash } from "@/client/lib/report-crash";
import { CRASH } from "@/shared/messages/shell";
import { paths } from "@/shared/paths";

/** The generic crash screen for an uncaught rendering error. */
export function CrashScreen({ error }: { error: unknown }) {
  useEffect(() => {
    reportCrash(error);
  }, [error]);

  return (
    <main className="flex min-h-[80dvh] items-center justify-center bg-muted/40 px-6 py-10">
      <div role="alert" className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <AlertTriangle aria-hidden className="mx-auto mb-4 size-10 text-destructive" />
        <h1 className="mb-2 text-2xl font-semibold">{CRASH.title}</h1>
        <p className="mb-6 text-muted-foreground">{CRASH.text}</p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>{CRASH.reload}</Button>
          <Button variant="outline" asChild>
            {/* A full page load, so a broken client state is left behind. */}
            <a href={paths.home}>{CRASH.home}</a>
          </Button>
        </div>
      </div>
    </main>
  );
}
