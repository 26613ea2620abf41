import * as React from "react";
import type { SolutionPage } from "../contracts/solution-pages";
import { HOW_IT_WORKS_STEPS } from "../contracts/values";
import { solutionCtas } from "../lib/solution-page";
import { useSharedSections } from "../hooks/use-shared-sections";
import { ButtonLink } from "./ui/ButtonLink";
import { Icon, IconTile } from "./ui/Icon";
import { CheckList } from "./sections/CheckList";
import { PageHero } from "./sections/PageHero";
import { SocialOrbit } from "./sections/SocialOrbit";
import { ComparisonTable } from "./sections/ComparisonTable";
import { HowItWorks } from "./sections/HowItWorks";
import { CtaBanner } from "./sections/CtaBanner";
import { cardGridColumns } from "../lib/card-grid";
import { languagesInWords } from "../lib/first-video";
import { Walkthrough } from "./walkthrough/Walkthrough";

/**
 * The lines under the hero's button, each under 12 words (the data check's limit for a text two pages share). The
 * waitlist line only where the button opens the waitlist; the spec's languages figure, then the two this page's
 * audience needs first (its first video's), and voice cloning separately: it does not claim a cloned voice speaks
 * every language. The figure is the spec's 50+, or the one the page's own hero description states (the spec's
 * educators page says 29+), so the line never contradicts the paragraph above it.
 * @internal Exported for its tests only (knip --production).
 */
export function heroFacts(to: string, heroDescription = "", firstLanguages: readonly string[] = []): string[] {
  const toWaitlist = to === "/join-waitlist" || to.startsWith("/join-waitlist?");
  const languages = /(\d+)\+ languages/.exec(heroDescription)?.[1] ?? "50";
  return [
    toWaitlist ? "Early access: this button puts you on the waitlist" : "In early access: not open to everyone yet",
    firstLanguages.length
      ? `Subtitles and voices in ${languages}+ languages, ${languagesInWords(firstLanguages.slice(0, 2))} first`
      : `Subtitles and voices in ${languages}+ languages`,
    "Voice cloning, so the narrator can be you",
  ];
}

/** Renders one industry or use-case page from its data entry; knows nothing about GraphQL. */
export function SolutionPageView({ page }: { page: SolutionPage }) {
  const shared = useSharedSections();
  const ctas = solutionCtas(page);
  return (
    <>
      <PageHero badge={page.badgeText} heading={page.heroHeading} description={page.heroDescription}>
        <ButtonLink to={ctas.hero.to}>{ctas.hero.label}</ButtonLink>
        {/* What the button is and what a visitor deciding asks first (can it speak my language, in my voice?). */}
        <ul className="basis-full text-sm text-ink-muted sm:flex sm:flex-wrap sm:justify-center sm:gap-x-6">
          {heroFacts(ctas.hero.to, page.heroDescription, page.firstVideo?.languages).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </PageHero>

      {/* The product at work for this audience (issue 55): the page's own first video, step by step. */}
      {page.firstVideo && (
        <Walkthrough {...shared.walkthrough} example={page.firstVideo} languageCount={shared.languageCount} />
      )}

      <section aria-labelledby="challenge-heading" className="container-page grid gap-10 py-16 lg:grid-cols-2">
        <div>
          <h2 id="challenge-heading" className="heading-section">
            {page.challengeHeading}
          </h2>
          <div className="prose-copy mt-5 text-ink-soft">
            {page.challengeParagraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        {/* A plain list in a card as tall as the copy beside it (no dead band under it on a desktop). Its content stays
            at the top: centring it on the paragraphs beside it would move it while they are still arriving. */}
        <div className="rounded-card border border-line bg-surface-alt p-6">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Videos you can make</h3>
          <ul className="mt-3 divide-y divide-line">
            {page.useCases.map((useCase) => (
              <li key={useCase} className="flex items-center gap-3 py-3 text-ink-soft lg:py-4">
                <Icon name="film" className="h-4 w-4 shrink-0 text-brand-600" />
                {useCase}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="gains-heading" className="bg-surface-alt">
        <div className="container-page py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{page.competitiveEdgeHeading}</p>
          <h2 id="gains-heading" className="mt-2 heading-section">
            {page.gainsHeading}
          </h2>
          <p className="mt-3 max-w-2xl text-ink-muted">{page.gainsSubheading}</p>
          <ul className={`mt-10 grid gap-6 ${cardGridColumns(page.gains.length)}`}>
            {page.gains.map((gain) => (
              <li key={gain.title} className="rounded-card bg-surface p-6 shadow-card">
                <IconTile name={gain.icon} />
                <h3 className="mt-4 text-lg font-semibold">{gain.title}</h3>
                <p className="mt-2 text-sm text-ink-muted">{gain.description}</p>
                <CheckList items={gain.benefits} compact />
              </li>
            ))}
          </ul>
        </div>
      </section>

      {page.showSocialOrbit && (
        <SocialOrbit
          heading={shared.socialOrbit.heading}
          subheading={page.orbitSubheading ?? shared.socialOrbit.subheading}
          channels={page.orbitChannels?.length ? page.orbitChannels : shared.socialOrbit.channels}
        />
      )}
      {page.showComparisonTable && <ComparisonTable {...shared.comparison} />}
      <HowItWorks
        heading={shared.howItWorks.heading}
        steps={HOW_IT_WORKS_STEPS.map(({ key, title }) => ({ title, description: page.howItWorks[key] }))}
      />
      <CtaBanner
        heading={page.bottomCtaHeading}
        subheading={page.bottomCtaSubheading}
        label={ctas.bottom.label}
        to={ctas.bottom.to}
      />
    </>
  );
}
