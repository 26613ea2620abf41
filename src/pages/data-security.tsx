import * as React from "react";
import { graphql, Link, type PageProps } from "gatsby";
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

const CONTACT_ID = "report-a-concern";

export default function DataSecurityPage({ data }: PageProps<Data>) {
  const { page } = data;
  const { site } = useSiteData();
  const security = site.emails.security;
  const contact = page.sections.find((section) => section.id === CONTACT_ID);
  const sections = page.sections.filter((section) => section.id !== CONTACT_ID);
  return (
    <Layout>
      <Static>
        <PageHero {...page.hero}>
          <a href={`mailto:${security}`} className={buttonClasses("primary")}>
            Email the Security Team
          </a>
          <ButtonLink to="/contact" variant="secondary">
            Contact us
          </ButtonLink>
        </PageHero>
        <ContentSections sections={sections} />
        {contact && (
          <ContactCard section={contact}>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <a href={`mailto:${security}`} className={buttonClasses("primary")}>
                Email {security}
              </a>
              <ButtonLink to="/contact" variant="secondary">
                Go to the contact page
              </ButtonLink>
            </div>
            <p className="mt-6 text-sm text-ink-muted">
              <Link
                to="/privacy"
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                Read our Privacy Policy
              </Link>
            </p>
          </ContactCard>
        )}
        <CtaBanner {...page.closing} />
      </Static>
    </Layout>
  );
}

export const query = graphql`
  query DataSecurityPage {
    page: pagesJson(slug: { eq: "data-security" }) {
      ...ContentPageFields
    }
  }
`;

// Seo writes the canonical link (https://scriptreel.video/data-security) from the pathname.
export const Head = PageHead;
