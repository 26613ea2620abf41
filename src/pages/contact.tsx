import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { ContentSections } from "../components/sections/ContentSections";
import { CtaBanner } from "../components/sections/CtaBanner";
import { ContactForm } from "../components/forms/ContactForm";
import { Toasts } from "../components/forms/Toasts";
import { useSiteData } from "../hooks/use-site-data";
import type { ContentPage } from "../contracts/content-pages";

interface Data {
  page: ContentPage;
}

export default function ContactPage({ data }: PageProps<Data>) {
  const { site } = useSiteData();
  const { page } = data;
  return (
    <Layout>
      <Toasts />
      <section className="bg-gradient-to-b from-brand-50 to-surface">
        <div className="container-page grid items-start gap-12 py-14 lg:grid-cols-2 lg:py-20">
          <div>
            <p
              data-og-badge=""
              className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-800"
            >
              {page.hero.badge}
            </p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{page.hero.heading}</h1>
            <p className="mt-5 max-w-xl text-lg text-ink-muted">{page.hero.description}</p>
            <p className="mt-6 text-ink-soft">
              Prefer e-mail? Write to{" "}
              <a href={`mailto:${site.emails.contact}`} className="font-semibold text-brand-700 underline">
                {site.emails.contact}
              </a>
            </p>
          </div>
          <ContactForm bookingUrl={site.bookingUrl} contactEmail={site.emails.contact} />
        </div>
      </section>
      <ContentSections sections={page.sections} />
      <CtaBanner {...page.closing} />
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

export const Head = ({ data, location }: HeadProps<Data>) => (
  <Seo title={data.page.metaTitle} description={data.page.metaDescription} pathname={location.pathname} />
);
