import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { PageHead } from "../components/Seo";
import { FormPageHero } from "../components/sections/PageHero";
import { ContentSections } from "../components/sections/ContentSections";
import { CtaBanner } from "../components/sections/CtaBanner";
import { ContactForm } from "../components/forms/FormIsland";
import { Toasts } from "../components/forms/Toasts";
import { useSiteData } from "../hooks/use-site-data";
import type { ContentPage } from "../contracts/content-pages";
import { Static } from "../islands/Static";

interface Data {
  page: ContentPage;
}

export default function ContactPage({ data, location }: PageProps<Data>) {
  const { site } = useSiteData();
  const { page } = data;
  return (
    <Layout>
      <Toasts />
      <FormPageHero
        {...page.hero}
        form={<ContactForm bookingUrl={site.bookingUrl} contactEmail={site.emails.contact} search={location.search} />}
      >
        <p className="mt-6 text-ink-soft">
          Prefer e-mail? Write to{" "}
          <a href={`mailto:${site.emails.contact}`} className="font-semibold text-brand-700 underline">
            {site.emails.contact}
          </a>
        </p>
      </FormPageHero>
      <Static>
        <ContentSections sections={page.sections} />
        <CtaBanner {...page.closing} />
      </Static>
    </Layout>
  );
}

export const query = graphql`
  query ContactPage {
    page: pagesJson(slug: { eq: "contact" }) {
      ...ContentPageFields
    }
  }
`;

export const Head = PageHead;
