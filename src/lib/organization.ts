import type { SiteConfig } from "../contracts/site";

/** Organization JSON-LD for the home page. */
export function organizationJsonLd(site: Pick<SiteConfig, "brandName" | "siteUrl" | "emails" | "description">) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brandName,
    url: site.siteUrl,
    logo: `${site.siteUrl}/logo.svg`,
    description: site.description,
    email: site.emails.support,
  };
}
