import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import type { LegalDocument } from "../contracts/legal";
import { Static } from "../islands/Static";

interface Data {
  doc: LegalDocument;
}

/** Terms, Privacy and any future legal document from data/legal/*.json: numbered sections with anchors and a contents list. */
export default function LegalPage({ data }: PageProps<Data>) {
  return (
    <Layout>
      <Static>
        <LegalDocumentView doc={data.doc} />
      </Static>
    </Layout>
  );
}

/** The document itself, also drawn by the content manager's preview (cms/preview/preview.tsx). */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <article className="container-page max-w-3xl py-14">
      <h1 className="text-4xl font-bold tracking-tight">{doc.title}</h1>
      <p className="mt-2 text-sm text-ink-muted">Last updated {doc.lastUpdated}</p>
      <div className="prose-copy mt-6 text-ink-soft">
        {doc.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <nav aria-labelledby="toc-heading" className="mt-8 rounded-card border border-line bg-surface-alt p-6">
        <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
          Contents
        </h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {doc.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-block py-1 text-brand-700 hover:underline">
                {`${index + 1}. ${section.heading}`}
              </a>
            </li>
          ))}
          {doc.retention && (
            <li>
              <a href="#retention" className="inline-block py-1 text-brand-700 hover:underline">
                {doc.retention.heading}
              </a>
            </li>
          )}
        </ol>
      </nav>
      {doc.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold">
            {`${index + 1}. ${section.heading}`}
          </h2>
          <div className="prose-copy mt-3 text-ink-soft">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {section.items && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-soft">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {doc.retention && (
        <section id="retention" aria-labelledby="retention-heading" className="mt-10 scroll-mt-24">
          <h2 id="retention-heading" className="text-xl font-semibold">
            {doc.retention.heading}
          </h2>
          <div
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- lets keyboard users scroll it
            tabIndex={0}
            role="region"
            aria-labelledby="retention-heading"
            className="mt-4 overflow-x-auto rounded-card border border-line"
          >
            <table className="w-full text-left text-sm">
              <caption className="px-4 pt-4 text-left text-ink-muted">{doc.retention.caption}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="p-3">
                    Data
                  </th>
                  <th scope="col" className="p-3">
                    Kept for
                  </th>
                  <th scope="col" className="p-3">
                    Notes
                  </th>
                </tr>
              </thead>
              <tbody>
                {doc.retention.rows.map((row) => (
                  <tr key={`${row.data}-${row.period}`} className="border-b border-line last:border-0">
                    <th scope="row" className="p-3 font-medium">
                      {row.data}
                    </th>
                    <td className="p-3">{row.period}</td>
                    <td className="p-3 text-ink-muted">{row.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <Seo title={data.doc.metaTitle} description={data.doc.metaDescription} pathname={location.pathname} />
);

export const query = graphql`
  query LegalPage($id: String!) {
    doc: legalJson(id: { eq: $id }) {
      slug
      title
      metaTitle
      metaDescription
      lastUpdated
      intro
      sections {
        id
        heading
        paragraphs
        items
      }
      retention {
        heading
        caption
        rows {
          data
          period
          note
        }
      }
    }
  }
`;
