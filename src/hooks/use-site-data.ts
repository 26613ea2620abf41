import { graphql, useStaticQuery } from "gatsby";
import type { SiteData } from "../types/site";
import type { Navigation, SiteConfig } from "../contracts/site";
import { inMenuOrder, onSite } from "../lib/menu-entries";

interface Result {
  siteJson: SiteConfig;
  navigationJson: Navigation;
  allIndustriesJson: { nodes: SiteData["industries"] };
  allUseCasesJson: { nodes: SiteData["useCases"] };
}

/** Site-wide constants and navigation, from data/site.json, navigation.json, industries/*.json, use-cases/*.json. */
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
        waitlistFigures {
          showFrom
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
          menuPosition
          inHeaderMenu
          offline
        }
      }
      allUseCasesJson {
        nodes {
          slug
          title
          tagline
          menuPosition
          inHeaderMenu
          offline
        }
      }
    }
  `);
  return {
    site: data.siteJson,
    navigation: data.navigationJson,
    // One file per page: Gatsby hands the files over in no particular order; the menus' order is menuPosition. A page
    // taken off the site is in no menu and no list.
    industries: inMenuOrder(onSite(data.allIndustriesJson.nodes)),
    useCases: inMenuOrder(onSite(data.allUseCasesJson.nodes)),
  };
}
