/**
 * The data contracts: the shape of every JSON file under data/.
 * gatsby/validate-data.ts checks each file against the matching yup schema in gatsby/data-schemas.ts
 * before Gatsby sources it, so components can trust these types.
 */

export type IconName =
  | "bolt"
  | "book"
  | "chart"
  | "chat"
  | "clock"
  | "film"
  | "globe"
  | "heart"
  | "layers"
  | "megaphone"
  | "mic"
  | "shield"
  | "sparkles"
  | "target"
  | "users"
  | "wand";

export interface Gain {
  icon: IconName;
  title: string;
  description: string;
  benefits: string[];
}

/** One industry or use-case page: /industries/{slug} or /use-cases/{slug}. */
export interface SolutionPage {
  slug: string;
  /** Short name used in menus, footer and breadcrumbs, e.g. "Coaches". */
  title: string;
  /** One line under the title in the header dropdowns. */
  tagline: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string[];
  badgeText: string;
  heroHeading: string;
  heroDescription: string;
  /** Defaults to "Get First Video". */
  ctaLabel?: string | null;
  /** Defaults to "/join-waitlist". */
  ctaLink?: string | null;
  challengeHeading: string;
  challengeParagraphs: string[];
  useCases: string[];
  competitiveEdgeHeading: string;
  gainsHeading: string;
  gainsSubheading: string;
  gains: Gain[];
  bottomCtaHeading: string;
  bottomCtaSubheading: string;
  /** Defaults to "Get First Video". */
  bottomCtaLabel?: string | null;
  /** Defaults to "/join-waitlist". */
  bottomCtaLink?: string | null;
  showSocialOrbit: boolean;
  showComparisonTable: boolean;
}

export interface SiteEmails {
  support: string;
  contact: string;
  demo: string;
  privacy: string;
  hiring: string;
  security: string;
  founders: string;
}

export interface SiteConfig {
  brandName: string;
  siteUrl: string;
  tagline: string;
  description: string;
  emails: SiteEmails;
  bookingUrl: string;
  appUrl: string;
  founder: { name: string; role: string; profileUrl: string };
}

export interface NavLink {
  label: string;
  to: string;
}

export interface Navigation {
  /** Plain links in the header bar, in order. */
  headerLinks: NavLink[];
  /** Slugs of data/industries.json shown in the Industries dropdown, in order. */
  headerIndustries: string[];
  /** Slugs of data/use-cases.json shown in the Use Cases dropdown, in order. */
  headerUseCases: string[];
  footerCompany: NavLink[];
  footerLegal: NavLink[];
  copyrightLinks: NavLink[];
}

export interface ContentCard {
  title: string;
  description: string;
  icon?: IconName | null;
  /** A short label above the title, e.g. a department or "Step 2". */
  meta?: string | null;
}

export interface ContentSection {
  /** Kebab-case; also the section's #anchor. */
  id: string;
  heading: string;
  intro?: string | null;
  paragraphs?: string[] | null;
  list?: string[] | null;
  cards?: ContentCard[] | null;
  stats?: { value: string; label: string }[] | null;
  quotes?: { quote: string; author: string }[] | null;
}

/** A one-off company page's copy (data/pages/{slug}.json), rendered by src/pages/{slug}.tsx. */
export interface ContentPage {
  slug: string;
  metaTitle: string;
  metaDescription: string;
  hero: { badge: string; heading: string; description: string };
  sections: ContentSection[];
  /** The closing call to action's heading and subheading. */
  closing: { heading: string; subheading: string };
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface Job {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
}

export interface LegalDocument {
  slug: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  lastUpdated: string;
  intro: string[];
  sections: { id: string; heading: string; paragraphs: string[]; items?: string[] | null }[];
  retention?: { heading: string; caption: string; rows: { data: string; period: string; note: string }[] } | null;
}

/** data/sections.json: copy shared by several pages. */
export interface SharedSections {
  howItWorks: { heading: string; steps: { title: string; description: string }[] };
  comparison: {
    heading: string;
    caption: string;
    columns: [string, string];
    rows: { aspect: string; traditional: string; agent: string }[];
  };
  socialOrbit: { heading: string; subheading: string; channels: string[] };
}
