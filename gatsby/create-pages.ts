import path from "path";
import type { GatsbyNode } from "gatsby";

interface Slugged {
  slug: string;
}
interface SlugNodes {
  industries: { nodes: Slugged[] };
  useCases: { nodes: Slugged[] };
  legal: { nodes: Slugged[] };
}

export interface PageSpec {
  path: string;
  template: "solution-page" | "legal-page";
  context: Record<string, string>;
}

/** Every page made from data: one per industry, use case and legal document. Pure, so tests can call it. */
export function pagesFromData(data: { industries: Slugged[]; useCases: Slugged[]; legal: Slugged[] }): PageSpec[] {
  return [
    ...data.industries.map(
      ({ slug }): PageSpec => ({
        path: `/industries/${slug}`,
        template: "solution-page",
        context: { industrySlug: slug, useCaseSlug: "" },
      }),
    ),
    ...data.useCases.map(
      ({ slug }): PageSpec => ({
        path: `/use-cases/${slug}`,
        template: "solution-page",
        context: { industrySlug: "", useCaseSlug: slug },
      }),
    ),
    ...data.legal.map(({ slug }): PageSpec => ({ path: `/${slug}`, template: "legal-page", context: { slug } })),
  ];
}

const template = (name: string) => path.resolve(__dirname, `../src/templates/${name}.tsx`);

/** One template for all industry and use-case pages, one for legal documents; the templates query by slug. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<SlugNodes>(`
    {
      industries: allIndustriesJson {
        nodes {
          slug
        }
      }
      useCases: allUseCasesJson {
        nodes {
          slug
        }
      }
      legal: allLegalJson {
        nodes {
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
