import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { PageHead } from "../components/Seo";
import { PageHero } from "../components/sections/PageHero";
import { ContentSections } from "../components/sections/ContentSections";
import { CtaBanner } from "../components/sections/CtaBanner";
import { ButtonLink } from "../components/ui/ButtonLink";
import { useSiteData } from "../hooks/use-site-data";
import type { ContentPage } from "../contracts/content-pages";
import { Static } from "../islands/Static";

interface Data {
  page: ContentPage;
}

export default function PartnersPage({ data }: PageProps<Data>) {
  const { page } = data;
  const { site } = useSiteData();
  return (
    <Layout>
      <Static>
        <PageHero {...page.hero}>
          {/* An external URL: ButtonLink opens it in a new tab with rel="noopener noreferrer". */}
          <ButtonLink to={site.bookingUrl}>Book a Demo</ButtonLink>
          <ButtonLink to="/join-waitlist" variant="secondary">
            Join Waitlist
          </ButtonLink>
        </PageHero>
        <ContentSections sections={page.sections} />
        <CtaBanner {...page.closing} label="Contact us" to="/contact" />
      </Static>
    </Layout>
  );
}

export const query = graphql`
  query PartnersPage {
    page: pagesJson(slug: { eq: "partners" }) {
      ...ContentPageFields
    }
  }
`;

export const Head = PageHead;
