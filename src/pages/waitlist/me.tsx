import * as React from "react";
import type { HeadFC } from "gatsby";
import { Layout } from "../../components/layout/Layout";
import { Seo } from "../../components/Seo";
import { ManagePlace } from "../../signup/ManagePlace";
import { useSiteData } from "../../hooks/use-site-data";
import { Island } from "../../islands/Island";

/** The link each member controls, from the waitlist e-mail (#token=…). Not in the sitemap or the menus. */
export default function WaitlistMemberPage() {
  const { site } = useSiteData();
  return (
    <Layout>
      <Island wake="idle" name="member-link">
        <ManagePlace supportEmail={site.emails.support} />
      </Island>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Your waitlist place"
    description="See your place on the Scriptreel waitlist, share your link, unsubscribe from e-mails or delete your data."
    pathname={location.pathname}
    noindex
  />
);
