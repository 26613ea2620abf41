import path from "path";
import type { GatsbyNode } from "gatsby";

interface SlugNodes {
  industries: { nodes: { slug: string }[] };
  useCases: { nodes: { slug: string }[] };
  legal: { nodes: { slug: string }[] };
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

  for (const { slug } of industries.nodes) {
    actions.createPage({
      path: `/industries/${slug}`,
      component: template("solution-page"),
      context: { industrySlug: slug, useCaseSlug: "" },
    });
  }
  for (const { slug } of useCases.nodes) {
    actions.createPage({
      path: `/use-cases/${slug}`,
      component: template("solution-page"),
      context: { industrySlug: "", useCaseSlug: slug },
    });
  }
  for (const { slug } of legal.nodes) {
    actions.createPage({ path: `/${slug}`, component: template("legal-page"), context: { slug } });
  }
};
