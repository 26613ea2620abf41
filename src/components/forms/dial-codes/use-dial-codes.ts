import { graphql, useStaticQuery } from "gatsby";
import type { DialCode } from "./dial-codes";

/** The dialling codes of data/dial-codes.json. */
export function useDialCodes(): DialCode[] {
  const data = useStaticQuery<{ allDialCodesJson: { nodes: DialCode[] } }>(graphql`
    query DialCodes {
      allDialCodesJson {
        nodes {
          code
          country
          fullCountryName
        }
      }
    }
  `);
  return data.allDialCodesJson.nodes;
}
