import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { SolutionPageView } from "../components/SolutionPageView";
import { useSiteData } from "../hooks/use-site-data";
import { breadcrumbJsonLd } from "../lib/solution-page";
import type { SolutionPage } from "../contracts/solution-pages";
import { Static } from "../islands/Static";

interface Data {
  industry: SolutionPage | null;
  useCase: SolutionPage | null;
}

const pageOf = (data: Data) => {
  const page = data.industry ?? data.useCase;
  if (!page) throw new Error("solution-page: the query found no entry with this page's id");
  return { page, kind: data.industry ? ("industries" as const) : ("use-cases" as const) };
};

export default function SolutionPageTemplate({ data }: PageProps<Data>) {
  return (
    <Layout>
      <Static>
        <SolutionPageView page={pageOf(data).page} />
      </Static>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const { site } = useSiteData();
  const { page, kind } = pageOf(data);
  return (
    <Seo
      title={page.metaTitle}
      description={page.metaDescription}
      keywords={page.metaKeywords}
      pathname={location.pathname}
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
