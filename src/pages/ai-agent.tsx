import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { PageHead } from "../components/Seo";
import { PageHero } from "../components/sections/PageHero";
import { CtaBanner } from "../components/sections/CtaBanner";
import { ButtonLink } from "../components/ui/ButtonLink";
import { ProductScreenshots } from "../components/agent/ProductScreenshots";
import { WorkflowSteps } from "../components/agent/WorkflowSteps";
import { FeatureGrid } from "../components/agent/FeatureGrid";
import type { FeatureItem } from "../components/agent/FeatureGrid";
import type { ScreenshotSlide } from "../components/agent/ProductScreenshots";
import type { PhonePicture } from "../components/agent/picture";
import type { AgentPageData } from "../contracts/product";
import { Static } from "../islands/Static";

interface Data {
  page: AgentPageData & { screenshots: { slides: ScreenshotSlide[] }; features: { items: FeatureItem[] } };
  phoneScreenshots: { nodes: PhonePicture[] };
}

export default function AiAgentPage({ data }: PageProps<Data>) {
  const { hero, screenshots, workflow, features, closing } = data.page;
  return (
    <Layout>
      <Static>
        <PageHero badge={hero.badge} heading={hero.heading} description={hero.description}>
          <ButtonLink to="/join-waitlist">Join Waitlist</ButtonLink>
          <ButtonLink to="/project" variant="secondary">
            {hero.secondaryLabel}
          </ButtonLink>
        </PageHero>
      </Static>
      <ProductScreenshots {...screenshots} phones={data.phoneScreenshots.nodes} />
      <Static>
        <WorkflowSteps {...workflow} />
        <FeatureGrid {...features} />
        <CtaBanner heading={closing.heading} subheading={closing.subheading} />
      </Static>
    </Layout>
  );
}

export const query = graphql`
  query AiAgentPage {
    page: agentJson {
      metaTitle
      metaDescription
      hero {
        badge
        heading
        description
        secondaryLabel
      }
      screenshots {
        heading
        description
        slides {
          title
          image_name
          alt
          image {
            # The 1600x1000 original, which the carousel links to as "Full size" for phones.
            publicURL
            childImageSharp {
              # Shown at most about 1,150 px wide; Gatsby adds the 2x and smaller widths.
              gatsbyImageData(layout: CONSTRAINED, width: 1200, aspectRatio: 1.6, placeholder: DOMINANT_COLOR)
            }
          }
        }
      }
      workflow {
        heading
        description
        steps {
          heading
          subheading
          filename
        }
      }
      features {
        heading
        description
        items {
          heading
          subheading
          image_name
          image_alt
          image {
            childImageSharp {
              # Cards are at most about 340 px wide: 400 px and its 2x cover every screen, so those are the only
              # widths (100 and 200 px would add 36 addresses to the page for no screen). Lazy by default.
              gatsbyImageData(
                layout: CONSTRAINED
                width: 400
                breakpoints: [400, 800]
                placeholder: DOMINANT_COLOR
                formats: [AUTO, WEBP, AVIF]
              )
            }
          }
        }
      }
      closing {
        heading
        subheading
      }
    }
    # The screenshots' phone views (tools/media/phone-screenshots.ts), matched to them by file name.
    phoneScreenshots: allFile(filter: { relativeDirectory: { eq: "images/screenshots/phone" } }) {
      nodes {
        name
        childImageSharp {
          # Shown at most about 600 px wide, below the sm breakpoint; 720 px is the drawing itself.
          gatsbyImageData(layout: CONSTRAINED, width: 360, breakpoints: [360, 720], placeholder: DOMINANT_COLOR)
        }
      }
    }
  }
`;

export const Head = PageHead;
