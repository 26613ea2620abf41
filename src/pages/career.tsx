import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { PageHead } from "../components/Seo";
import { PageHero } from "../components/sections/PageHero";
import { ContentSectionBlock, ContentSectionHeading } from "../components/sections/ContentSections";
import { CtaBanner } from "../components/sections/CtaBanner";
import { buttonClasses } from "../components/ui/ButtonLink";
import { useSiteData } from "../hooks/use-site-data";
import type { ContentPage } from "../contracts/content-pages";
import type { Job } from "../contracts/lists";
import { ContactCard } from "../components/sections/ContactCard";
import { Static } from "../islands/Static";

/** A job as GraphQL returns it: gatsby-transformer-json stores the entry's own "id" as jsonId. */
type JobNode = Omit<Job, "id"> & { jsonId: string };

interface Data {
  page: ContentPage;
  allJobsJson: { nodes: JobNode[] };
}

const POSITIONS_ID = "open-positions";
const CONTACT_ID = "get-in-touch";

const mailto = (address: string, subject?: string) =>
  `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;

export default function CareerPage({ data }: PageProps<Data>) {
  const { page } = data;
  const jobs = data.allJobsJson.nodes;
  const { site } = useSiteData();
  const hiring = site.emails.hiring;
  const positions = page.sections.find((section) => section.id === POSITIONS_ID);
  const contact = page.sections.find((section) => section.id === CONTACT_ID);
  const [first, ...rest] = page.sections.filter((section) => section.id !== POSITIONS_ID && section.id !== CONTACT_ID);

  return (
    <Layout>
      <Static>
        <PageHero {...page.hero}>
          <a href={`#${POSITIONS_ID}`} className={buttonClasses("primary")}>
            See open positions
          </a>
          <a href={mailto(hiring)} className={buttonClasses("secondary")}>
            Get in Touch
          </a>
        </PageHero>

        {first && <ContentSectionBlock section={first} />}

        {positions && (
          <section id={positions.id} aria-labelledby={`${positions.id}-heading`} className="bg-surface-alt">
            <div className="container-page py-14 sm:py-20">
              <ContentSectionHeading section={positions} />
              <ul className="mt-10 grid gap-6 md:grid-cols-2">
                {jobs.map((job) => (
                  <li key={job.jsonId}>
                    <article
                      aria-labelledby={`job-${job.jsonId}`}
                      className="flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-card"
                    >
                      <h3 id={`job-${job.jsonId}`} className="text-xl font-semibold">
                        {job.title}
                      </h3>
                      <dl className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
                        {[
                          ["Department", job.department],
                          ["Location", job.location],
                          ["Type", job.type],
                        ].map(([label, value]) => (
                          <div key={label} className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
                            <dt className="sr-only">{label}</dt>
                            <dd>{value}</dd>
                          </div>
                        ))}
                      </dl>
                      <p className="mt-4 flex-1 text-sm text-ink-soft">{job.description}</p>
                      <a
                        href={mailto(hiring, `Application: ${job.title}`)}
                        className={buttonClasses("primary", "mt-6 self-start")}
                      >
                        Apply Now<span className="sr-only"> for {job.title}</span>
                      </a>
                    </article>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        )}

        {rest.map((section, index) => (
          <ContentSectionBlock key={section.id} section={section} tone={index % 2 === 1 ? "tinted" : "plain"} />
        ))}

        {contact && (
          <ContactCard section={contact}>
            <a href={mailto(hiring)} className={buttonClasses("primary", "mt-8")}>
              Get in Touch
            </a>
            <p className="mt-3 text-sm text-ink-muted">{hiring}</p>
          </ContactCard>
        )}

        <CtaBanner {...page.closing} />
      </Static>
    </Layout>
  );
}

export const query = graphql`
  query CareerPage {
    page: pagesJson(slug: { eq: "career" }) {
      ...ContentPageFields
    }
    allJobsJson {
      nodes {
        jsonId
        title
        department
        location
        type
        description
      }
    }
  }
`;

export const Head = PageHead;
