import { Link } from "react-router";
import { siteName, supportEmail } from "@/client/config/site";

import { LANDING } from "@/shared/messages/shell";
import { MARKETING_LINK_LABELS, MARKETING_PATHS, paths } from "@/shared/paths";

/** The footer of public pages: support contact, guides, Terms and Privacy. */
export function SiteFooter() {
  const support = supportEmail();
  const name = siteName();
  return (
    <footer className="border-t bg-muted/30 px-4 py-10 text-sm">
      <div className="mx-auto grid max-w-6xl gap-6 text-center">
        <nav aria-label="Guides" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {MARKETING_PATHS.map((path) => (
            <Link
              key={path}
              to={path}
              className="text-muted-foreground hover:text-foreground underline-offset-4 hover:underline"
            >
              {MARKETING_LINK_LABELS[path]}
            </Link>
          ))}
          <Link
            to={paths.pricing}
            className="text-muted-foreground hover:text-foreground underline-offset-4 hover:underline"
          >
            Pricing
          </Link>
        </nav>
        {support ? (
          <p className="text-muted-foreground">
            Questions or trouble? Write to us at{" "}
            <a className="text-primary underline underline-offset-4" href={`mailto:${support}`}>
              {support}
            </a>
          </p>
        ) : null}
        <p className="flex justify-center gap-5">
          <Link
            className="text-muted-foreground hover:text-foreground underline-offset-4 hover:underline"
            to={paths.terms}
          >
            {LANDING.terms}
          </Link>
          <Link
            className="text-muted-foreground hover:text-foreground underline-offset-4 hover:underline"
            to={paths.privacy}
          >
            {LANDING.privacy}
          </Link>
        </p>
        <p className="text-muted-foreground">
          © {new Date().getFullYear()} {name}
        </p>
      </div>
    </footer>
  );
}
