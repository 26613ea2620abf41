import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHero } from "../components/sections/PageHero";
import { ContentSectionBlock } from "../components/sections/ContentSections";
import { CtaBanner } from "../components/sections/CtaBanner";
import { ButtonLink } from "../components/ui/ButtonLink";
import { VideoFacade } from "../components/ui/VideoFacade";
import { useSiteData } from "../hooks/use-site-data";
import { videoObjectJsonLd } from "../lib/video-object";
import type { ContentPage, ContentSection } from "../contracts/content-pages";
import { Island } from "../islands/Island";
import { Static } from "../islands/Static";

interface Data {
  page: ContentPage;
}

const NARRATIVE_IDS = ["lessons-from-history", "video-revolution", "why-video", "future-is-instant", "vision"];

function profileLabel(name: string, url: string): string {
  const firstName = name.split(" ")[0];
  return /linkedin\./i.test(url) ? `${firstName} on LinkedIn` : `${firstName}'s profile`;
}

export default function AboutPage({ data }: PageProps<Data>) {
  const { page } = data;
  const { site } = useSiteData();
  const { founder } = site;
  const byId = (id: string) => page.sections.find((section) => section.id === id);
  const founderSection = byId("founder");
  const videoSection = byId("intro-video");
  const narrative = NARRATIVE_IDS.map(byId).filter((section): section is ContentSection => section !== undefined);
  const initials = founder.name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);

  return (
    <Layout>
      <Static>
        <PageHero {...page.hero}>
          <ButtonLink to="/join-waitlist">Join Waitlist</ButtonLink>
        </PageHero>
      </Static>

      <div className="container-page grid items-start gap-10 py-14 sm:py-20 lg:grid-cols-2">
        {founderSection && (
          <Static>
            <section id={founderSection.id} aria-labelledby={`${founderSection.id}-heading`}>
              <h2 id={`${founderSection.id}-heading`} className="heading-section">
                {founderSection.heading}
              </h2>
              <article className="mt-6 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
                <div className="flex items-center gap-4">
                  <span
                    className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
                    aria-hidden="true"
                  >
                    {initials}
                  </span>
                  <div>
                    <h3 className="text-xl font-semibold">{founder.name}</h3>
                    <p className="text-sm text-ink-muted">{founder.role}</p>
                  </div>
                </div>
                {founderSection.paragraphs && (
                  <div className="prose-copy mt-6 text-ink-soft">
                    {founderSection.paragraphs.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                )}
                <a
                  href={founder.profileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {profileLabel(founder.name, founder.profileUrl)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </article>
            </section>
          </Static>
        )}

        {videoSection && (
          <section id={videoSection.id} aria-labelledby={`${videoSection.id}-heading`}>
            <Static>
              <h2 id={`${videoSection.id}-heading`} className="heading-section">
                {videoSection.heading}
              </h2>
              {videoSection.intro && <p className="mt-4 text-lg text-ink-muted">{videoSection.intro}</p>}
            </Static>
            <Island wake="interaction" name="video" className="mt-6 block">
              <VideoFacade
                title={videoSection.heading}
                src={videoSection.video?.videoUrl}
                poster={videoSection.video?.poster}
                captions={videoSection.video?.captions ?? undefined}
              />
            </Island>
          </section>
        )}
      </div>

      <Static>
        {narrative.map((section, index) => (
          <ContentSectionBlock key={section.id} section={section} tone={index % 2 === 0 ? "tinted" : "plain"} />
        ))}
        <CtaBanner {...page.closing} />
      </Static>
    </Layout>
  );
}

export const query = graphql`
  query AboutPage {
    page: pagesJson(slug: { eq: "about" }) {
      ...ContentPageFields
    }
  }
`;

export function Head({ data, location }: HeadProps<Data>) {
  const { site } = useSiteData();
  const { page } = data;
  const section = page.sections.find((candidate) => candidate.video);
  const video = section?.video;
  return (
    <Seo
      title={page.metaTitle}
      description={page.metaDescription}
      pathname={location.pathname}
      image={page.socialImage}
      jsonLd={video ? videoObjectJsonLd({ ...video, name: section.heading }, site.siteUrl) : undefined}
    />
  );
}
