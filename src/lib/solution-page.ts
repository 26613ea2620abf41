import type { SolutionPage } from "../contracts/solution-pages";
import { DEFAULT_CTA_LABEL, solutionPath, type SolutionKind } from "../contracts/values";

export type { SolutionKind };

const DEFAULT_CTA_LINK = "/join-waitlist";

export interface Cta {
  label: string;
  to: string;
}

/** The hero and bottom calls to action of a solution page, with the spec's defaults filled in. */
export function solutionCtas(page: Pick<SolutionPage, "ctaLabel" | "ctaLink" | "bottomCtaLabel" | "bottomCtaLink">): {
  hero: Cta;
  bottom: Cta;
} {
  return {
    hero: { label: page.ctaLabel || DEFAULT_CTA_LABEL, to: page.ctaLink || DEFAULT_CTA_LINK },
    bottom: { label: page.bottomCtaLabel || DEFAULT_CTA_LABEL, to: page.bottomCtaLink || DEFAULT_CTA_LINK },
  };
}

const SOLUTION_SECTION_NAMES: Record<SolutionKind, string> = {
  industries: "Industries",
  "use-cases": "Use Cases",
};

/** BreadcrumbList JSON-LD: Home > Industries|Use Cases > this page. */
export function breadcrumbJsonLd(siteUrl: string, kind: SolutionKind, page: Pick<SolutionPage, "slug" | "title">) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: siteUrl },
      { "@type": "ListItem", position: 2, name: SOLUTION_SECTION_NAMES[kind] },
      { "@type": "ListItem", position: 3, name: page.title, item: `${siteUrl}${solutionPath(kind, page.slug)}` },
    ],
  };
}
