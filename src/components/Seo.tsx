import * as React from "react";
import type { HeadProps } from "gatsby";
import { useSiteData } from "../hooks/use-site-data";
import { OG_IMAGE_SIZE, canonicalUrl, ogImagePath, pageTitle } from "../lib/seo";

interface SeoProps {
  title: string;
  description: string;
  pathname: string;
  keywords?: readonly string[];
  /** The page's own social image, a path on this site (/social/launch.png); else the card drawn for it. */
  image?: string | null;
  /** Structured data for this page (JSON-LD), serialised as given. */
  jsonLd?: object | object[];
  noindex?: boolean;
  children?: React.ReactNode;
}

/** The one place that writes <head>: title, description, canonical, Open Graph, Twitter and JSON-LD. */
export function Seo({ title, description, pathname, keywords, image: ownImage, jsonLd, noindex, children }: SeoProps) {
  const { site } = useSiteData();
  const fullTitle = pageTitle(title, site.brandName);
  const url = canonicalUrl(site.siteUrl, pathname);
  const image = canonicalUrl(site.siteUrl, "/") + (ownImage ?? ogImagePath(pathname));
  const blocks = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta name="theme-color" content="#5b3be8" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      {/* The drawn card's size is known; an editor's picture is at least that (src/contracts/pictures.ts), not exactly. */}
      {!ownImage && <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />}
      {!ownImage && <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />}
      {/* X reads the title, description and image from og: where twitter: ones are absent: only the card is its own. */}
      <meta name="twitter:card" content="summary_large_image" />
      {blocks.map((block, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD is data, not markup; "<" is escaped so no text can close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(block).replace(/</g, "\\u003c") }}
        />
      ))}
      {children}
    </>
  );
}

/**
 * The Head of a page whose query names its data file `page` (metaTitle, metaDescription, and socialImage where the
 * file has one): `export const Head = PageHead;`.
 */
export function PageHead({
  data,
  location,
}: HeadProps<{ page: { metaTitle: string; metaDescription: string; socialImage?: string | null } }>) {
  return (
    <Seo
      title={data.page.metaTitle}
      description={data.page.metaDescription}
      pathname={location.pathname}
      image={data.page.socialImage}
    />
  );
}
