import * as React from "react";
import type { HeadFC } from "gatsby";
import { Layout } from "./Layout";
import { Seo } from "../Seo";
import { Island } from "../../islands/Island";
import { Static } from "../../islands/Static";

/**
 * The frame of a page that is in no menu and not in the sitemap (gatsby-config.ts), and that search engines skip:
 * the 404, and the link pages the waitlist e-mails open (/waitlist/confirm, /waitlist/me). Its body is one island
 * that wakes when the browser is idle (`island`: its name), or static HTML without it.
 */
export function UnlistedPage({ island, children }: { island?: string; children: React.ReactNode }) {
  return (
    <Layout>
      {island ? (
        <Island wake="idle" name={island}>
          {children}
        </Island>
      ) : (
        <Static>{children}</Static>
      )}
    </Layout>
  );
}

/** The Head of an unlisted page: `export const Head = unlistedHead(title, description);` (noindex). */
export function unlistedHead(title: string, description: string): HeadFC {
  return function UnlistedHead({ location }) {
    return <Seo title={title} description={description} pathname={location.pathname} noindex />;
  };
}
