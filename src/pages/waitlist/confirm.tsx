import * as React from "react";
import { UnlistedPage, unlistedHead } from "../../components/layout/UnlistedPage";
import { ConfirmPlace } from "../../membership/ConfirmPlace";
import { useSiteData } from "../../hooks/use-site-data";

/** The confirmation link of the waitlist e-mail (#token=…). Not in the sitemap or the menus (gatsby-config.ts). */
export default function WaitlistConfirmPage() {
  const { site } = useSiteData();
  return (
    <UnlistedPage island="member-link">
      <ConfirmPlace supportEmail={site.emails.support} appUrl={site.appUrl} />
    </UnlistedPage>
  );
}

export const Head = unlistedHead(
  "Confirm your waitlist place",
  "Confirm the e-mail address you joined the Scriptreel waitlist with, and get your share link.",
);
