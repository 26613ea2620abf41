import { graphql, useStaticQuery } from "gatsby";
import type { SharedSections } from "../contracts/content-pages";

/**
 * Copy shared by several pages, from data/sections.json, and how many languages the home prompt's list holds (the
 * walkthrough's "and N more"): one static query, so no page makes a request more for it.
 */
export function useSharedSections(): SharedSections & { languageCount: number } {
  const data = useStaticQuery<{ sectionsJson: SharedSections; allLanguagesJson: { totalCount: number } }>(graphql`
    query SharedSections {
      allLanguagesJson {
        totalCount
      }
      sectionsJson {
        walkthrough {
          heading
          subheading
          note
        }
        howItWorks {
          heading
        }
        comparison {
          heading
          caption
          columns
          rows {
            aspect
            traditional
            agent
          }
        }
        socialOrbit {
          heading
          subheading
          channels
        }
        illustrativeQuotes {
          note
        }
      }
    }
  `);
  return { ...data.sectionsJson, languageCount: data.allLanguagesJson.totalCount };
}
