import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { SolutionPageView } from "../components/SolutionPageView";
import { useSiteData } from "../hooks/use-site-data";
import { breadcrumbJsonLd } from "../lib/solution-page";
import type { SolutionPage } from "../contracts/solution-pages";
import { Static } from "../islands/Static";
import type { VersionContext } from "../lib/hero-experiments";

interface Data {
  industry: SolutionPage | null;
  useCase: SolutionPage | null;
}

/** The page's own id; a version of a hero test (B, C: src/lib/hero-experiments.ts) has its texts too. */
type Context = { id: string } & Partial<VersionContext>;

const pageOf = (data: Data, context: Context) => {
  const page = data.industry ?? data.useCase;
  if (!page) throw new Error("solution-page: the query found no entry with this page's id");
  const kind = data.industry ? ("industries" as const) : ("use-cases" as const);
  if (!context.version) return { page, kind };
  // A version of the hero: only its heading, description and button text differ from the page (version A).
  const { heading, description, buttonLabel } = context;
  return { page: { ...page, heroHeading: heading!, heroDescription: description!, ctaLabel: buttonLabel! }, kind };
};

export default function SolutionPageTemplate({ data, pageContext }: PageProps<Data, Context>) {
  return (
    <Layout>
      <Static>
        <SolutionPageView page={pageOf(data, pageContext).page} />
      </Static>
    </Layout>
  );
}

// A version's head is A's, word for word (canonical, Open Graph's URL and image): the host serves it at A's address,
// and Gatsby renders the head again in the browser from the page data of that address. What tells the versions
// apart (the experiment's meta tag, noindex) is written after the build (build/experiments.ts).
export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const { site } = useSiteData();
  const { page, kind } = pageOf(data, { id: pageContext.id });
  return (
    <Seo
      title={page.metaTitle}
      description={page.metaDescription}
      keywords={page.metaKeywords}
      pathname={pageContext.servedAt ?? location.pathname}
      jsonLd={breadcrumbJsonLd(site.siteUrl, kind, page)}
    />
  );
}

export const query = graphql`
  fragment SolutionPageFields on SolutionPage {
    slug
    title
    tagline
    metaTitle
    metaDescription
    metaKeywords
    badgeText
    heroHeading
    heroDescription
    ctaLabel
    ctaLink
    firstVideo {
      startsFrom
      input
      title
      script
      scenes {
        title
        visual
      }
      voice
      languages
      minutes
      format
    }
    challengeHeading
    challengeParagraphs
    useCases
    competitiveEdgeHeading
    gainsHeading
    gainsSubheading
    gains {
      icon
      title
      description
      benefits
    }
    bottomCtaHeading
    bottomCtaSubheading
    bottomCtaLabel
    bottomCtaLink
    showSocialOrbit
    orbitSubheading
    orbitChannels
    howItWorks {
      uploadAndIngest
      brandAndCustomize
      getVideos
    }
    showComparisonTable
  }
  query SolutionPage($id: String!) {
    industry: industriesJson(id: { eq: $id }) {
      ...SolutionPageFields
    }
    useCase: useCasesJson(id: { eq: $id }) {
      ...SolutionPageFields
    }
  }
`;
