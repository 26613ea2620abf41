import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { SocialOrbit } from "../components/sections/SocialOrbit";
import { CtaBanner } from "../components/sections/CtaBanner";
import { HomeHero } from "../components/home/HomeHero";
import { Showcase } from "../components/home/Showcase";
import { MediaTimeline } from "../components/home/MediaTimeline";
import { Testimonials } from "../components/home/Testimonials";
import { Sparkles } from "../components/home/Sparkles";
import type { HomeContent } from "../contracts/home";
import type { Language } from "../contracts/lists";
import { useSiteData } from "../hooks/use-site-data";
import { useSharedSections } from "../hooks/use-shared-sections";
import { organizationJsonLd } from "../lib/organization";
import { showcaseVideoObjects } from "../lib/video-object";
import type { ShowcaseVideo } from "../lib/showcase";
import { Island } from "../islands/Island";
import { Static } from "../islands/Static";
import { WaitlistFigures, useWaitlistFigures } from "../components/proof/WaitlistFigures";

interface Data {
  homeJson: HomeContent;
  allShowcaseJson: { nodes: (Omit<ShowcaseVideo, "id"> & { jsonId: string })[] };
  allLanguagesJson: { nodes: Language[] };
}

export default function HomePage({ data }: PageProps<Data>) {
  const shared = useSharedSections();
  const home = data.homeJson;
  const videos: ShowcaseVideo[] = data.allShowcaseJson.nodes.map(({ jsonId, ...video }) => ({ id: jsonId, ...video }));
  // The call to action's waitlist figures, asked for once the page has loaded.
  useWaitlistFigures();
  return (
    <Layout>
      <HomeHero
        hero={home.hero}
        prompt={home.prompt}
        template={home.template}
        languages={data.allLanguagesJson.nodes}
      />
      {/* Its player and "more" button wake when it comes into view. */}
      <Island wake="visible" name="showcase">
        <Showcase copy={home.showcase} videos={videos} />
      </Island>
      {/* Laid out when it nears the viewport, in a placeholder as tall as it renders (.home-deferred, global.css). */}
      <Static className="defer-render home-deferred">
        <SocialOrbit {...shared.socialOrbit} />
        <MediaTimeline {...home.timeline} />
        <Testimonials {...home.testimonials} />
        <div className="relative isolate">
          <Sparkles count={30} />
          <CtaBanner heading={home.cta.heading} subheading={home.cta.subheading}>
            {/* Empty until the figures are read (the subheading already says how invitations go), and below the
                owner's threshold it stays empty: so it takes no room, laid out in the box's bottom padding
                (absolute, two lines of text-xs at most), where filling it moves nothing (issue 55). */}
            <WaitlistFigures className="absolute inset-x-6 bottom-2.5 mx-auto max-w-md text-xs/4 text-white" />
          </CtaBanner>
        </div>
      </Static>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const { site } = useSiteData();
  // The page's own video, the featured one: the cards are examples (and most arrive with "Show more videos"), and
  // search engines list a video for the page whose main content it is.
  const videos = [data.homeJson.showcase.featured];
  return (
    <Seo
      title={`${site.brandName}: AI Video Creation from Any Idea`}
      description={site.description}
      pathname={location.pathname}
      jsonLd={[organizationJsonLd(site), ...showcaseVideoObjects(videos, site.siteUrl)]}
    />
  );
}

export const query = graphql`
  query HomePage {
    homeJson {
      hero {
        badge
        heading
        description
      }
      prompt {
        inputLabel
        placeholder
        goLabelShort
        goLabelLong
        previewLabel
        suggestionsLabel
        suggestions
        languageLabel
        languageDefault
        durationLabel
        durations
        durationDefault
        modeLabel
        modes {
          value
          label
        }
        modeDefault
        startWithLabel
        startWith {
          value
          label
        }
        startWithDefault
      }
      template {
        buttonLabel
        heading
        fieldLabel
        placeholder
        hint
        cancelLabel
        useLabel
        attachedLabel
        removeLabel
      }
      showcase {
        heading
        subheading
        moreLabel
        lessLabel
        featured {
          videoUrl
          poster
          videoTitle
          promptText
          duration
          inputTypes
          captions
          silent
          uploadDate
          clipSeconds
          clipLength
        }
      }
      timeline {
        heading
        subheading
        eras {
          name
          period
          description
        }
      }
      testimonials {
        heading
        items {
          quote
          author
        }
      }
      cta {
        heading
        subheading
      }
    }
    allShowcaseJson {
      nodes {
        jsonId
        videoUrl
        poster
        videoTitle
        promptText
        duration
        inputTypes
        industry
        captions
        silent
        uploadDate
        clipSeconds
        clipLength
      }
    }
    allLanguagesJson {
      nodes {
        code
        name
      }
    }
  }
`;
