import * as React from "react";
import { ButtonLink } from "../ui/ButtonLink";
import { ideaFromText, waitlistHref } from "../../lib/idea";
import type { ProjectPageData } from "../../contracts/product";

/**
 * The page's way on (issue 46): generation is not open yet, so the visitor's script goes to the waitlist as the idea
 * for their first video (cut to the idea's limit at a word, lib/idea.ts), shown there to edit and stored with the
 * sign-up. Without a script it is the plain waitlist.
 */
export function JoinCard({
  copy,
  script,
  className = "",
}: {
  copy: ProjectPageData["join"];
  script: string;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="project-join-heading"
      className={`rounded-card bg-brand-50 p-6 ring-1 ring-brand-200 ${className}`}
    >
      <h2 id="project-join-heading" className="text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mt-2 text-ink-soft">{copy.text}</p>
      <ButtonLink to={waitlistHref(ideaFromText(script))} className="mt-4">
        {copy.label}
      </ButtonLink>
    </section>
  );
}
