import { graphql, useStaticQuery } from "gatsby";
import type { SiteData } from "../types/site";
import type { Navigation, SiteConfig } from "../contracts/site";

interface Result {
  siteJson: SiteConfig;
  navigationJson: Navigation;
  allIndustriesJson: { nodes: SiteData["industries"] };
  allUseCasesJson: { nodes: SiteData["useCases"] };
}

/** Site-wide constants and navigation, from data/site.json, navigation.json, industries.json, use-cases.json. */
export function useSiteData(): SiteData {
  const data = useStaticQuery<Result>(graphql`
    query SiteData {
      siteJson {
        brandName
        siteUrl
        tagline
        description
        emails {
          support
          contact
          demo
          privacy
          hiring
          security
          founders
        }
        bookingUrl
        appUrl
        founder {
          name
          role
          profileUrl
        }
      }
      navigationJson {
        headerLinks {
          label
          to
        }
        footerCompany {
          label
          to
        }
        footerLegal {
          label
          to
        }
        copyrightLinks {
          label
          to
        }
      }
      allIndustriesJson {
        nodes {
          slug
          title
          tagline
          inHeaderMenu
        }
      }
      allUseCasesJson {
        nodes {
          slug
          title
          tagline
          inHeaderMenu
        }
      }
    }
  `);
  return {
    site: data.siteJson,
    navigation: data.navigationJson,
    industries: data.allIndustriesJson.nodes,
    useCases: data.allUseCasesJson.nodes,
  };
}
