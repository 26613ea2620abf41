import type { GatsbyNode } from "gatsby";
import { featureTypeDefs } from "../src/contracts";
import { clipTypeFields } from "../src/contracts/media";

// Every data type is declared, never inferred: inference drops optional fields that no entry happens to use.
const solutionPageFields = `
  slug: String!
  title: String!
  tagline: String!
  inHeaderMenu: Boolean
  metaTitle: String!
  metaDescription: String!
  metaKeywords: [String!]!
  badgeText: String!
  heroHeading: String!
  heroDescription: String!
  ctaLabel: String
  ctaLink: String
  challengeHeading: String!
  challengeParagraphs: [String!]!
  useCases: [String!]!
  competitiveEdgeHeading: String!
  gainsHeading: String!
  gainsSubheading: String!
  gains: [Gain!]!
  bottomCtaHeading: String!
  bottomCtaSubheading: String!
  bottomCtaLabel: String
  bottomCtaLink: String
  showSocialOrbit: Boolean!
  showComparisonTable: Boolean!
`;

export const typeDefs = `
  type SiteEmails { support: String! contact: String! demo: String! privacy: String! hiring: String! security: String! founders: String! }
  type Founder { name: String! role: String! profileUrl: String! }
  type SiteJson implements Node @dontInfer {
    brandName: String!
    siteUrl: String!
    tagline: String!
    description: String!
    emails: SiteEmails!
    bookingUrl: String!
    appUrl: String!
    founder: Founder!
    cmsRepository: String!
  }

  type NavLink { label: String! to: String! }
  type NavigationJson implements Node @dontInfer {
    headerLinks: [NavLink!]!
    footerCompany: [NavLink!]!
    footerLegal: [NavLink!]!
    copyrightLinks: [NavLink!]!
  }

  type Gain { icon: String! title: String! description: String! benefits: [String!]! }
  interface SolutionPage { ${solutionPageFields} }
  type IndustriesJson implements Node & SolutionPage @dontInfer { ${solutionPageFields} }
  type UseCasesJson implements Node & SolutionPage @dontInfer { ${solutionPageFields} }

  type DialCodesJson implements Node @dontInfer { code: String! country: String! fullCountryName: String! }
  type LanguagesJson implements Node @dontInfer { code: String! name: String! }
  # gatsby-transformer-json stores an entry's own "id" as jsonId (id is the node id).
  type FaqJson implements Node @dontInfer { jsonId: String! question: String! answer: String! }
  type JobsJson implements Node @dontInfer { jsonId: String! title: String! department: String! location: String! type: String! description: String! }

  type HowItWorksStep { title: String! description: String! }
  type HowItWorks { heading: String! steps: [HowItWorksStep!]! }
  type ComparisonRow { aspect: String! traditional: String! agent: String! }
  type Comparison { heading: String! caption: String! columns: [String!]! rows: [ComparisonRow!]! }
  type SocialOrbit { heading: String! subheading: String! channels: [String!]! }
  type SectionsJson implements Node @dontInfer { howItWorks: HowItWorks! comparison: Comparison! socialOrbit: SocialOrbit! }

  type ContentCard { title: String! description: String! icon: String meta: String }
  type ContentStat { value: String! label: String! }
  type ContentQuote { quote: String! author: String! }
  type ContentVideo { videoUrl: String! poster: String! description: String! ${clipTypeFields} }
  type ContentSection {
    id: String!
    heading: String!
    intro: String
    paragraphs: [String!]
    list: [String!]
    cards: [ContentCard!]
    stats: [ContentStat!]
    quotes: [ContentQuote!]
    video: ContentVideo
  }
  type ContentClosing { heading: String! subheading: String! }
  type ContentHero { badge: String! heading: String! description: String! }
  type PagesJson implements Node @dontInfer {
    slug: String!
    metaTitle: String!
    metaDescription: String!
    hero: ContentHero!
    sections: [ContentSection!]!
    closing: ContentClosing!
  }

  type LegalSection { id: String! heading: String! paragraphs: [String!]! items: [String!] }
  type LegalRetentionRow { data: String! period: String! note: String! }
  type LegalRetention { heading: String! caption: String! rows: [LegalRetentionRow!]! }
  type LegalJson implements Node @dontInfer {
    slug: String!
    title: String!
    metaTitle: String!
    metaDescription: String!
    lastUpdated: String!
    intro: [String!]!
    sections: [LegalSection!]!
    retention: LegalRetention
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
  actions.createTypes(featureTypeDefs);
};

/**
 * The data types as a schema graphql-js can check against, for the tests that hold the types to the contracts and
 * the page queries to the types: Gatsby's own File type and link directive, as far as these definitions use them.
 */
export const dataTypesSdl = () =>
  `interface Node { id: ID! }\ntype File { id: ID! }\ndirective @dontInfer on OBJECT\n` +
  `directive @fileByRelativePath(from: String) on FIELD_DEFINITION\n${typeDefs}\n${featureTypeDefs}`;
