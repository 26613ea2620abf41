import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { PageHead } from "../components/Seo";
import { PageHero } from "../components/sections/PageHero";
import { ContentSections } from "../components/sections/ContentSections";
import { CtaBanner } from "../components/sections/CtaBanner";
import { ButtonLink, buttonClasses } from "../components/ui/ButtonLink";
import { useSiteData } from "../hooks/use-site-data";
import type { ContentPage } from "../contracts/content-pages";
import { ContactCard } from "../components/sections/ContactCard";
import { Static } from "../islands/Static";

interface Data {
  page: ContentPage;
}

const CONTACT_ID = "contact-the-founders";

export default function VisionPage({ data }: PageProps<Data>) {
  const { page } = data;
  const { site } = useSiteData();
  const contact = page.sections.find((section) => section.id === CONTACT_ID);
  const sections = page.sections.filter((section) => section.id !== CONTACT_ID);
  return (
    <Layout>
      <Static>
        <PageHero {...page.hero}>
          <ButtonLink to="/join-waitlist">Join Waitlist</ButtonLink>
          <a href={`mailto:${site.emails.founders}`} className={buttonClasses("secondary")}>
            Contact the Founders
          </a>
        </PageHero>
        <ContentSections sections={sections} />
        {contact && (
          <ContactCard section={contact}>
            <a href={`mailto:${site.emails.founders}`} className={buttonClasses("primary", "mt-8")}>
              Contact the Founders
            </a>
            <p className="mt-3 text-sm text-ink-muted">{site.emails.founders}</p>
          </ContactCard>
        )}
        <CtaBanner {...page.closing} />
      </Static>
    </Layout>
  );
}

export const query = graphql`
  query VisionPage {
    page: pagesJson(slug: { eq: "vision" }) {
      ...ContentPageFields
    }
  }
`;

export const Head = PageHead;
