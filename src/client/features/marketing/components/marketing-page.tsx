import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import type { MarketingPage as MarketingPageData } from "@/shared/marketing-pages";
import { paths } from "@/shared/paths";

/** A marketing page: hero with calls to action, content sections, closing call to action. */
export function MarketingPage({ page }: { page: MarketingPageData }) {
  return (
    <main>
      <section className="bg-gradient-to-b from-cyan-50 to-background px-4 pt-14 pb-12 text-center">
        <h1 className="mx-auto mb-4 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{page.heading}</h1>
        <p className="text-muted-foreground mx-auto mb-8 max-w-2xl text-lg">{page.subheading}</p>
        <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.chat}>
              {page.cta}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.home}>
              Learn More<span className="sr-only"> about AlohaBot</span>
            </Link>
          </Button>
        </div>
      </section>
      {page.sections.map((section) => (
        <section key={section.heading} className="mx-auto max-w-5xl px-4 py-10">
          <h2 className="mb-3 text-2xl font-bold">{section.heading}</h2>
          {section.intro ? <p className="text-muted-foreground mb-6 max-w-3xl">{section.intro}</p> : null}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item) => (
              <article key={item.title} className="bg-card rounded-xl border p-5 shadow-sm">
                <h3 className="mb-2 font-semibold">{item.title}</h3>
                <p className="text-muted-foreground text-sm leading-relaxed">{item.body}</p>
              </article>
            ))}
          </div>
        </section>
      ))}
      <section className="bg-primary text-primary-foreground px-4 py-12 text-center">
        <h2 className="mb-3 text-2xl font-bold">{page.closing.heading}</h2>
        <p className="mx-auto mb-6 max-w-xl">{page.closing.body}</p>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.chat}>{page.closing.cta}</Link>
        </Button>
      </section>
    </main>
  );
}
