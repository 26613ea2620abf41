import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { PageHead } from "../components/Seo";
import { FormPageHero } from "../components/sections/PageHero";
import { ContentSectionBlock } from "../components/sections/ContentSections";
import { ComparisonTable } from "../components/sections/ComparisonTable";
import { CtaBanner } from "../components/sections/CtaBanner";
import { WaitlistForm } from "../components/forms/FormIsland";
import { Toasts } from "../components/forms/ProgressiveForm";
import { useSiteData } from "../hooks/use-site-data";
import { useSharedSections } from "../hooks/use-shared-sections";
import { useManualScrollRestoration } from "../hooks/use-scroll-restoration";
import type { ContentPage } from "../contracts/content-pages";
import { Static } from "../islands/Static";

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
  return (
    <Layout>
      <Toasts />
      <FormPageHero
        {...page.hero}
        form={<WaitlistForm bookingUrl={site.bookingUrl} supportEmail={site.emails.support} search={location.search} />}
      >
        {/* Three promises, set as small labels with a tick: nothing about them says "press me". */}
        <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-2" aria-label={section("badges")?.heading}>
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
