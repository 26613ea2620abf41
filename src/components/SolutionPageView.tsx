import * as React from "react";
import type { SolutionPage } from "../contracts/solution-pages";
import { solutionCtas } from "../lib/solution-page";
import { useSharedSections } from "../hooks/use-shared-sections";
import { ButtonLink } from "./ui/ButtonLink";
import { IconTile } from "./ui/Icon";
import { CheckList } from "./sections/CheckList";
import { PageHero } from "./sections/PageHero";
import { SocialOrbit } from "./sections/SocialOrbit";
import { ComparisonTable } from "./sections/ComparisonTable";
import { HowItWorks } from "./sections/HowItWorks";
import { CtaBanner } from "./sections/CtaBanner";
import { cardGridColumns } from "../lib/card-grid";

/** Renders one industry or use-case page from its data entry; knows nothing about GraphQL. */
export function SolutionPageView({ page }: { page: SolutionPage }) {
  const shared = useSharedSections();
  const ctas = solutionCtas(page);
  return (
    <>
      <PageHero badge={page.badgeText} heading={page.heroHeading} description={page.heroDescription}>
        <ButtonLink to={ctas.hero.to}>{ctas.hero.label}</ButtonLink>
      </PageHero>

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
        {/* Top-aligned: centring it on the paragraphs beside it would move it while they are still arriving. */}
        <div className="self-start">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Videos you can make</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {page.useCases.map((useCase) => (
              <li key={useCase} className="rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800">
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

      {page.showSocialOrbit && <SocialOrbit {...shared.socialOrbit} />}
      {page.showComparisonTable && <ComparisonTable {...shared.comparison} />}
      <HowItWorks {...shared.howItWorks} />
      <CtaBanner
        heading={page.bottomCtaHeading}
        subheading={page.bottomCtaSubheading}
        label={ctas.bottom.label}
        to={ctas.bottom.to}
      />
    </>
  );
}
