import type { SolutionPage } from "../contracts/solution-pages";
import { DEFAULT_CTA_LABEL, solutionPath, type SolutionKind } from "../contracts/values";

export type { SolutionKind };

const DEFAULT_CTA_LINK = "/join-waitlist";

export interface Cta {
  label: string;
  to: string;
}

/**
 * A call to action's link: the waitlist carries the page's audience (`?source=<slug>`, issue 55), so the form
 * preselects a fitting video type (components/forms/audience-video-type.ts) and the sign-up's attribution names the page. A link
 * the data sets to anything else (the spec's /join-waitlist?source=speakers, /contact) stays as it is.
 */
function ctaLink(link: string | null | undefined, slug: string | undefined): string {
  const to = link || DEFAULT_CTA_LINK;
  return to === DEFAULT_CTA_LINK && slug ? `${DEFAULT_CTA_LINK}?source=${encodeURIComponent(slug)}` : to;
}

/** The hero and bottom calls to action of a solution page, with the spec's defaults filled in. */
export function solutionCtas(
  page: Pick<SolutionPage, "ctaLabel" | "ctaLink" | "bottomCtaLabel" | "bottomCtaLink"> & { slug?: string },
): {
  hero: Cta;
  bottom: Cta;
} {
  return {
    hero: { label: page.ctaLabel || DEFAULT_CTA_LABEL, to: ctaLink(page.ctaLink, page.slug) },
    bottom: { label: page.bottomCtaLabel || DEFAULT_CTA_LABEL, to: ctaLink(page.bottomCtaLink, page.slug) },
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
