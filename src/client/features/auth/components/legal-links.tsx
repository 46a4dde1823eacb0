import { paths } from "@/shared/paths";

/** Links to the legal pages that open in a new tab, so a form in progress is kept. */
export function LegalLinks() {
  return (
    <>
      <a
        href={paths.terms}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline underline-offset-2"
      >
        Terms of Service
      </a>{" "}
      and{" "}
      <a
        href={paths.privacy}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline underline-offset-2"
      >
        Privacy Policy
      </a>
    </>
  );
}
