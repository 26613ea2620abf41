import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { PageHead } from "../components/Seo";
import { ProjectView } from "../components/project/ProjectView";
import type { ProjectPageData } from "../contracts/product";
import { Island } from "../islands/Island";

interface Data {
  page: ProjectPageData;
}

export default function ProjectPage({ data }: PageProps<Data>) {
  return (
    <Layout>
      <Island wake="idle" name="project">
        <ProjectView data={data.page} />
      </Island>
    </Layout>
  );
}

export const query = graphql`
  query ProjectPage {
    page: projectJson {
      metaTitle
      metaDescription
      script {
        badge
        heading
        description
        backLabel
        textareaLabel
        placeholder
        hint
        analyzeLabel
        breakdownHeading
        sceneLabel
        totalLabel
        continueLabel
        breakdownEmpty
      }
      dashboard {
        badge
        projectTitle
        description
        backLabel
        settingsLabel
        exportLabel
        scenesHeading
        notice
        sampleNote
        detail {
          tabsLabel
          tabs {
            overview
            audio
            sounds
            visuals
            video
          }
          descriptions {
            overview
            audio
            sounds
            visuals
            video
          }
          statusLabels {
            completed
            processing
            pending
          }
          trackLabels {
            audio
            sounds
            visuals
            video
          }
          generated
          ready
          pending
          statusLabel
          durationLabel
          progressLabel
          actions {
            play
            mute
            regenerate
            effects
            download
            preview
          }
        }
      }
      join {
        heading
        text
        label
      }
      scenes {
        id
        title
        status
        progress
        duration
        audioGenerated
        soundEffects
        visualsGenerated
        videoReady
      }
    }
  }
`;

export const Head = PageHead;
