import { graphql, useStaticQuery } from "gatsby";
import type { SharedSections } from "../contracts/content-pages";

/** Copy shared by several pages, from data/sections.json. */
export function useSharedSections(): SharedSections {
  const data = useStaticQuery<{ sectionsJson: SharedSections }>(graphql`
    query SharedSections {
      sectionsJson {
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
  return data.sectionsJson;
}
