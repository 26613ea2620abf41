import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { FaqAccordion } from "../components/sections/FaqAccordion";
import { useSiteData } from "../hooks/use-site-data";
import { faqJsonLd } from "../lib/faq";
import type { FaqItem } from "../contracts/lists";
import { Island } from "../islands/Island";
import { Static } from "../islands/Static";

interface Data {
  allFaqJson: { nodes: (Omit<FaqItem, "id"> & { jsonId: string })[] };
}

const itemsOf = (data: Data): FaqItem[] =>
  data.allFaqJson.nodes.map(({ jsonId, question, answer }) => ({ id: jsonId, question, answer }));

export default function FaqPage({ data }: PageProps<Data>) {
  const { site } = useSiteData();
  return (
    <Layout>
      <div className="container-page max-w-3xl py-14">
        <Static>
          <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
            ← Back to home
          </Link>
          <h1 className="mt-6 text-4xl font-bold tracking-tight">Frequently asked questions</h1>
          <p className="mt-3 text-lg text-ink-muted">
            Models, pricing, licensing, captions and how the agent builds scenes, answered in plain words.
          </p>
        </Static>
        {/* The questions are <details> until it wakes: they open from the first tap, with or without scripts. */}
        <Island wake="idle" name="faq" className="mt-10 block">
          <FaqAccordion items={itemsOf(data)} />
        </Island>
        <Static>
          <section aria-labelledby="faq-more-heading" className="mt-12 rounded-card bg-surface-alt p-6">
            <h2 id="faq-more-heading" className="text-lg font-semibold">
              Still have a question?
            </h2>
            <p className="mt-2 text-ink-soft">
              Write to us through the{" "}
              <Link to="/contact" className="font-medium text-brand-700 underline">
                contact page
              </Link>{" "}
              or e-mail{" "}
              <a href={`mailto:${site.emails.support}`} className="font-medium text-brand-700 underline">
                {site.emails.support}
              </a>
              .
            </p>
          </section>
        </Static>
      </div>
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <Seo
    title="FAQ: Models, Pricing, Licensing and Captions"
    description="Answers on supported models, volume and education pricing, consistent characters, LMS integration, commercial use, captions and scene generation."
    pathname={location.pathname}
    jsonLd={faqJsonLd(itemsOf(data))}
  />
);

export const query = graphql`
  query FaqPage {
    allFaqJson {
      nodes {
        jsonId
        question
        answer
      }
    }
  }
`;
