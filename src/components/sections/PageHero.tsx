import * as React from "react";
import { Island } from "../../islands/Island";
import { Static } from "../../islands/Static";

interface HeroText {
  badge: string;
  heading: string;
  description: string;
}

/** The hero's badge; data-og-badge: build/og-images.ts prints it on the page's social image. */
function HeroBadge({ children }: { children: React.ReactNode }) {
  return (
    <p
      data-og-badge=""
      className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-800"
    >
      {children}
    </p>
  );
}

/** The top of a content page: badge, the page's one h1, a description and its calls to action. */
export function PageHero({ badge, heading, description, children }: HeroText & { children?: React.ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="container-page py-16 text-center sm:py-24">
        <HeroBadge>{badge}</HeroBadge>
        <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-muted">{description}</p>
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}

/**
 * The top of a form page: the hero's text (and what follows it, `children`) beside the form. `aside`, when given,
 * comes after the form on small screens, so the form's first field is on a phone's first screen, and under the
 * hero's text beside the form on wide ones (the form spans both rows; the second row takes what height is left).
 */
export function FormPageHero({
  badge,
  heading,
  description,
  form,
  aside,
  children,
}: HeroText & { form: React.ReactNode; aside?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-surface">
      <div
        className={`container-page grid items-start gap-12 lg:grid-cols-2 lg:py-20 ${
          aside ? "gap-y-8 py-8 sm:py-14 lg:grid-rows-[auto_1fr] lg:gap-y-10" : "py-14"
        }`}
      >
        <Static>
          <div>
            <HeroBadge>{badge}</HeroBadge>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
            <p className={`max-w-xl text-lg text-ink-muted ${aside ? "mt-3 sm:mt-5" : "mt-5"}`}>{description}</p>
            {children}
          </div>
        </Static>
        {/* The form works from the first paint without React and is an island of its own that hydrates on its first
            use (components/forms/before-hydration.ts); what holds it joins when idle. */}
        <Island wake="idle" name="form" className={aside ? "lg:col-start-2 lg:row-span-2 lg:row-start-1" : undefined}>
          {form}
        </Island>
        {aside && <Static className="form-hero-aside lg:col-start-1 lg:row-start-2">{aside}</Static>}
      </div>
    </section>
  );
}
