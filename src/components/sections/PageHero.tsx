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

/** The top of a form page: the hero's text (and what follows it, `children`) beside the form. */
export function FormPageHero({
  badge,
  heading,
  description,
  form,
  children,
}: HeroText & { form: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="container-page grid items-start gap-12 py-14 lg:grid-cols-2 lg:py-20">
        <Static>
          <div>
            <HeroBadge>{badge}</HeroBadge>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
            <p className="mt-5 max-w-xl text-lg text-ink-muted">{description}</p>
            {children}
          </div>
        </Static>
        {/* The form works from the first paint without React and is an island of its own that hydrates on its first
            use (components/forms/ProgressiveForm.tsx); what holds it joins when idle. */}
        <Island wake="idle" name="form">
          {form}
        </Island>
      </div>
    </section>
  );
}
