import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { PageHead } from "../components/Seo";
import { FormPageHero } from "../components/sections/PageHero";
import { ContentSectionBlock } from "../components/sections/ContentSections";
import { ComparisonTable } from "../components/sections/ComparisonTable";
import { CtaBanner } from "../components/sections/CtaBanner";
import { WaitlistForm } from "../components/forms/FormIsland";
import { Toasts } from "../components/forms/Toasts";
import { useSiteData } from "../hooks/use-site-data";
import { useSharedSections } from "../hooks/use-shared-sections";
import { useManualScrollRestoration } from "../hooks/use-scroll-restoration";
import type { ContentPage } from "../contracts/content-pages";
import { Static } from "../islands/Static";
import { Island } from "../islands/Island";
import { IdeaPlan } from "../components/walkthrough/IdeaPlan";
import languages from "../../data/languages.json";
import { WaitlistFigures, useWaitlistFigures } from "../components/proof/WaitlistFigures";

/** Under the three steps when the figures are not shown (below the owner's threshold, offline, no JavaScript). */
const FIGURES_FALLBACK = "You can leave the list or delete your data at any time, from your own link.";

/** Three short steps from joining to the seat, and the waitlist's figures, beside the form on wide screens. */
function WhatHappensNext({ heading, steps }: { heading: string; steps: string[] }) {
  return (
    <div className="rounded-card border border-brand-100 bg-white/70 p-6">
      <h2 className="text-lg font-bold tracking-tight">{heading}</h2>
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => {
          const [title, ...rest] = step.split(": ");
          return (
            <li key={step} className="flex gap-3 text-sm text-ink-muted">
              <span
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span>
                {rest.length > 0 ? (
                  <>
                    <strong className="font-semibold text-ink">{title}:</strong> {rest.join(": ")}
                  </>
                ) : (
                  step
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <WaitlistFigures
        fallback={FIGURES_FALLBACK}
        className="mt-5 border-t border-brand-100 pt-4 text-sm text-ink-muted [&_strong]:text-ink"
      />
    </div>
  );
}

interface Data {
  page: ContentPage;
}

export default function JoinWaitlistPage({ data, location }: PageProps<Data>) {
  useManualScrollRestoration();
  const { site } = useSiteData();
  const shared = useSharedSections();
  const { page } = data;
  const section = (id: string) => page.sections.find((s) => s.id === id);
  const badges = section("badges")?.list ?? [];
  const next = section("what-happens-next");
  useWaitlistFigures();
  return (
    <Layout>
      <Toasts />
      <FormPageHero
        {...page.hero}
        form={<WaitlistForm bookingUrl={site.bookingUrl} supportEmail={site.emails.support} search={location.search} />}
        aside={next?.list ? <WhatHappensNext heading={next.heading} steps={next.list} /> : undefined}
      >
        {/* Three promises, set as small labels with a tick: nothing about them says "press me". */}
        <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2" aria-label={section("badges")?.heading}>
          {badges.map((badge) => (
            <li key={badge} className="flex items-center gap-1.5 text-sm font-semibold text-brand-800">
              <svg viewBox="0 0 16 16" className="h-4 w-4 text-brand-600" aria-hidden="true" focusable="false">
                <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {badge}
            </li>
          ))}
        </ul>
      </FormPageHero>
      {/* Her idea as the agent's input (issue 55): drawn in the browser from the address, nothing in the HTML. */}
      <Island wake="idle" name="idea-plan">
        <IdeaPlan languages={languages} />
      </Island>
      <Static>
        <ComparisonTable {...shared.comparison} />
        {["what-creators-are-saying", "benefits"].map((id, index) => {
          const block = section(id);
          return block ? (
            <ContentSectionBlock key={id} section={block} tone={index === 0 ? "tinted" : "plain"} />
          ) : null;
        })}
        <CtaBanner {...page.closing} label="Contact us" to="/contact" />
      </Static>
    </Layout>
  );
}

export const query = graphql`
  query JoinWaitlistPage {
    page: pagesJson(slug: { eq: "join-waitlist" }) {
      ...ContentPageFields
    }
  }
`;

export const Head = PageHead;
