import * as React from "react";
import type { PageProps } from "gatsby";
import { UnlistedPage, unlistedHead } from "../components/layout/UnlistedPage";
import { ButtonLink } from "../components/ui/ButtonLink";

export default function NotFoundPage({ location }: PageProps) {
  React.useEffect(() => {
    // Logged so that broken inbound links show up in the browser console and in monitoring.
    console.error(`404: no page at ${location.pathname}`);
  }, [location.pathname]);

  return (
    <UnlistedPage>
      <section className="container-page flex flex-col items-center py-28 text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">Oops! Page not found</h1>
        <p className="mt-4 max-w-md text-ink-muted">The page you asked for does not exist or has moved.</p>
        <ButtonLink to="/" className="mt-8">
          Return to Home
        </ButtonLink>
      </section>
    </UnlistedPage>
  );
}

export const Head = unlistedHead(
  "Page not found",
  "The page you asked for does not exist. Return to the home page to learn about AI video creation.",
);
