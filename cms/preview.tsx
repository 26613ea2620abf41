/**
 * The preview pane: an industry or use-case entry drawn by the site's own SolutionPageView inside the site's
 * Layout, with the site's stylesheet (cms/build.ts compiles src/styles/global.css to preview.css), so an editor sees
 * the page as visitors will. Other files get Decap's own field-by-field preview.
 */
import * as React from "react";
import { Layout } from "../src/components/layout/Layout";
import { SolutionPageView } from "../src/components/SolutionPageView";
import type { SolutionPage } from "../src/contracts/solution-pages";
import { solutionPath, type SolutionKind } from "../src/contracts/values";
import { LIST_FIELD } from "../src/contracts/cms-config";

interface PreviewProps {
  entry: { getIn(path: string[]): { toJS(): unknown } | undefined };
}

/** Which page to show: the one picked (or last edited), else the first. */
function pick(pages: SolutionPage[], slug: string | undefined): SolutionPage | undefined {
  return pages.find((page) => page.slug === slug) ?? pages[0];
}

export function solutionPreview(kind: SolutionKind) {
  return function SolutionPreview({ entry }: PreviewProps) {
    const pages = ((entry.getIn(["data", LIST_FIELD])?.toJS() ?? []) as SolutionPage[]).filter(Boolean);
    const [slug, setSlug] = React.useState<string | undefined>(undefined);
    // Follow the editor: the entry that changed since the last render is the one to show.
    const previous = React.useRef(pages);
    const edited = pages.find((p, i) => JSON.stringify(p) !== JSON.stringify(previous.current[i]));
    React.useEffect(() => {
      previous.current = pages;
    });
    if (edited?.slug && edited.slug !== slug && pages.length === previous.current.length) setSlug(edited.slug);
    const page = pick(pages, slug);
    if (!page) return <p>No entries yet: add one with the button on the left.</p>;
    return (
      <>
        <p className="container-page py-3 text-sm">
          <label>
            Page shown:{" "}
            <select value={page.slug} onChange={(event) => setSlug(event.target.value)}>
              {pages.map((p, i) => (
                <option key={`${p.slug}-${i}`} value={p.slug}>
                  {solutionPath(kind, p.slug || "(no slug yet)")}
                </option>
              ))}
            </select>
          </label>
        </p>
        <Layout>
          <SolutionPageView page={withDefaults(page)} />
        </Layout>
      </>
    );
  };
}

/** An entry being written may lack lists the page maps over; draw it with empty ones rather than fail. */
function withDefaults(page: SolutionPage): SolutionPage {
  return {
    ...page,
    metaKeywords: page.metaKeywords ?? [],
    challengeParagraphs: page.challengeParagraphs ?? [],
    useCases: page.useCases ?? [],
    gains: (page.gains ?? []).map((gain) => ({ ...gain, benefits: gain?.benefits ?? [] })),
  };
}
