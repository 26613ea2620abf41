import path from "path";
import type { GatsbyNode } from "gatsby";
import { solutionPath } from "../src/contracts/solution-pages";
import { onSite } from "../src/lib/menu-entries";
import { versionPages, type HeroExperiment } from "../src/lib/hero-experiments";

/** A data entry as a node: Gatsby's node id (unique across every type) and the entry's slug. */
interface Entry {
  id: string;
  slug: string;
  /** The page's "Take this page off the site" switch: on, the page is not built. */
  offline?: boolean | null;
  /** An industry's or use case's hero test: each version but A is a page of its own. */
  heroExperiment?: HeroExperiment | null;
}
interface SlugNodes {
  industries: { nodes: Entry[] };
  useCases: { nodes: Entry[] };
  legal: { nodes: Entry[] };
}

/** @internal Exported for its tests only (knip --production). */
export interface PageSpec {
  path: string;
  template: "solution-page" | "legal-page";
  context: Record<string, string>;
}

/**
 * Every page made from data: one per industry, use case and legal document, but none for a page taken off the site.
 * Pure, so tests can call it.
 * @internal Exported for its tests only (knip --production).
 */
export function pagesFromData(data: { industries: Entry[]; useCases: Entry[]; legal: Entry[] }): PageSpec[] {
  // One key per page, the node id: an industry and a use case may share a slug (faceless-channels), ids never do.
  const solutionPages = (kind: "industries" | "use-cases", entries: Entry[]) =>
    onSite(entries).flatMap(({ id, slug, heroExperiment }): PageSpec[] => {
      const path = solutionPath(kind, slug);
      const page: PageSpec = { path, template: "solution-page", context: { id } };
      // Each version of a hero test but A: the same template and data, with the version's texts in the context.
      const versions = heroExperiment ? versionPages(path, heroExperiment) : [];
      return [
        page,
        ...versions.map(
          (version): PageSpec => ({
            path: version.path,
            template: "solution-page",
            context: { id, ...version.context },
          }),
        ),
      ];
    });
  return [
    ...solutionPages("industries", data.industries),
    ...solutionPages("use-cases", data.useCases),
    ...data.legal.map(({ id, slug }): PageSpec => ({ path: `/${slug}`, template: "legal-page", context: { id } })),
  ];
}

const template = (name: string) => path.resolve(__dirname, `../src/templates/${name}.tsx`);

/** One template for all industry and use-case pages, one for legal documents; the templates query by node id. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<SlugNodes>(`
    {
      industries: allIndustriesJson {
        nodes {
          id
          slug
          offline
          heroExperiment {
            id
            start
            end
            shareA
            versions {
              name
              share
              heading
              description
              buttonLabel
            }
          }
        }
      }
      useCases: allUseCasesJson {
        nodes {
          id
          slug
          offline
          heroExperiment {
            id
            start
            end
            shareA
            versions {
              name
              share
              heading
              description
              buttonLabel
            }
          }
        }
      }
      legal: allLegalJson {
        nodes {
          id
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createPages: the slug query failed", result.errors);
    return;
  }
  const { industries, useCases, legal } = result.data;
  const pages = pagesFromData({ industries: industries.nodes, useCases: useCases.nodes, legal: legal.nodes });
  for (const page of pages) {
    actions.createPage({ path: page.path, component: template(page.template), context: page.context });
  }
};
