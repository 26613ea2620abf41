import * as React from "react";
import type { HeadFC } from "gatsby";
import { Layout } from "../../components/layout/Layout";
import { Seo } from "../../components/Seo";
import { ConfirmPlace } from "../../signup/ConfirmPlace";
import { useSiteData } from "../../hooks/use-site-data";
import { Island } from "../../islands/Island";

/** The confirmation link of the waitlist e-mail (#token=…). Not in the sitemap or the menus (gatsby-config.ts). */
export default function WaitlistConfirmPage() {
  const { site } = useSiteData();
  return (
    <Layout>
      <Island wake="idle" name="member-link">
        <ConfirmPlace supportEmail={site.emails.support} />
      </Island>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Confirm your waitlist place"
    description="Confirm the e-mail address you joined the Scriptreel waitlist with, and get your share link."
    pathname={location.pathname}
    noindex
  />
);
