/**
 * The preview pane: the page drawn by the site's own components inside the site's Layout, with the site's
 * stylesheet (cms/build/build.ts compiles src/styles/global.css to preview.css), so an editor sees the page as visitors
 * will: industry and use-case entries (SolutionPageView), one-off pages (PageHero, ContentSections, CtaBanner), legal
 * documents (the legal template's LegalDocumentView) and the FAQ (FaqAccordion). Files that are settings or lists
 * of options (site, navigation, dial codes, ...) get Decap's own field-by-field preview.
 */
import * as React from "react";
import { Layout } from "../../src/components/layout/Layout";
import { SolutionPageView } from "../../src/components/SolutionPageView";
import type { SolutionPage } from "../../src/contracts/solution-pages";
import { solutionPath, type SolutionKind } from "../../src/contracts/values";
import { LIST_FIELD } from "../../src/contracts/generate/cms-config";
import type { ContentPage } from "../../src/contracts/content-pages";
import type { LegalDocument } from "../../src/contracts/legal";
import type { FaqItem } from "../../src/contracts/lists";
import { ContentSections } from "../../src/components/sections/ContentSections";
import { CtaBanner } from "../../src/components/sections/CtaBanner";
import { FaqAccordion } from "../../src/components/sections/FaqAccordion";
import { PageHero } from "../../src/components/sections/PageHero";
import { LegalDocumentView } from "../../src/templates/legal-page";

interface PreviewProps {
  entry: { getIn(path: string[]): { toJS(): unknown } | undefined };
}

/** The entry's data as plain values (a file being written may still lack any field). */
const dataOf = <T,>(entry: PreviewProps["entry"]) => (entry.getIn(["data"])?.toJS() ?? {}) as Partial<T>;

/** An industry or use-case page (data/industries/*.json, data/use-cases/*.json): the page itself, as visitors see it. */
export function solutionPreview(kind: SolutionKind) {
  return function SolutionPreview({ entry }: PreviewProps) {
    const page = dataOf<SolutionPage>(entry);
    return (
      <>
        <p className="container-page py-3 text-sm">Page shown: {solutionPath(kind, page.slug || "(no address yet)")}</p>
        <Layout>
          <SolutionPageView page={withDefaults(page)} />
        </Layout>
      </>
    );
  };
}

const BLANK_FIRST_VIDEO: Partial<SolutionPage["firstVideo"]> = { minutes: 3, format: "landscape" };

/**
 * An entry being written may lack lists the page maps over and the how-it-works steps it reads; draw it with empty
 * ones rather than fail (a failing preview takes the whole editor down with it, and the editor's typing with it).
 */
function withDefaults(page: Partial<SolutionPage>): SolutionPage {
  return {
    ...(page as SolutionPage),
    metaKeywords: page.metaKeywords ?? [],
    challengeParagraphs: page.challengeParagraphs ?? [],
    useCases: page.useCases ?? [],
    gains: (page.gains ?? []).map((gain) => ({ ...gain, benefits: gain?.benefits ?? [] })),
    orbitChannels: page.orbitChannels?.filter(Boolean),
    howItWorks: { uploadAndIngest: "", brandAndCustomize: "", getVideos: "", ...page.howItWorks },
    // Drawn once the editor has begun the example; its lists may still lack items.
    firstVideo: (page.firstVideo && {
      ...BLANK_FIRST_VIDEO,
      ...page.firstVideo,
      script: (page.firstVideo.script ?? []).filter(Boolean),
      scenes: (page.firstVideo.scenes ?? []).filter(Boolean),
      languages: (page.firstVideo.languages ?? []).filter(Boolean),
    }) as SolutionPage["firstVideo"],
  };
}

/** A one-off page (data/pages/*.json): its hero, sections and closing call, as the pages compose them. */
export function ContentPagePreview({ entry }: PreviewProps) {
  const page = dataOf<ContentPage>(entry);
  return (
    <Layout>
      <PageHero
        badge={page.hero?.badge ?? ""}
        heading={page.hero?.heading ?? ""}
        description={page.hero?.description ?? ""}
      />
      <ContentSections sections={(page.sections ?? []).filter(Boolean)} />
      {page.closing && <CtaBanner heading={page.closing.heading ?? ""} subheading={page.closing.subheading ?? ""} />}
    </Layout>
  );
}

/** A legal document (data/legal/*.json), drawn by the legal template's own view. */
export function LegalPreview({ entry }: PreviewProps) {
  const doc = dataOf<LegalDocument>(entry);
  const sections = (doc.sections ?? []).filter(Boolean).map((s) => ({ ...s, paragraphs: s.paragraphs ?? [] }));
  return (
    <Layout>
      <LegalDocumentView doc={{ ...(doc as LegalDocument), intro: doc.intro ?? [], sections }} />
    </Layout>
  );
}

/** The FAQ page's questions, in the FAQ page's own accordion. */
export function FaqPreview({ entry }: PreviewProps) {
  const items = ((entry.getIn(["data", LIST_FIELD])?.toJS() ?? []) as FaqItem[]).filter(Boolean);
  return (
    <Layout>
      <div className="container-page max-w-3xl py-14">
        <h1 className="text-4xl font-bold tracking-tight">Frequently asked questions</h1>
        <div className="mt-10">
          <FaqAccordion items={items.map((item, i) => ({ ...item, id: item.id || `new-${i}` }))} />
        </div>
      </div>
    </Layout>
  );
}
