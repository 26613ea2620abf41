import * as React from "react";
import { UnlistedPage, unlistedHead } from "../../components/layout/UnlistedPage";
import { ManagePlace } from "../../membership/ManagePlace";
import { useSiteData } from "../../hooks/use-site-data";

/** The link each member controls, from the waitlist e-mail (#token=…). Not in the sitemap or the menus. */
export default function WaitlistMemberPage() {
  const { site } = useSiteData();
  return (
    <UnlistedPage island="member-link">
      <ManagePlace supportEmail={site.emails.support} appUrl={site.appUrl} />
    </UnlistedPage>
  );
}

export const Head = unlistedHead(
  "Your waitlist place",
  "See your place on the Scriptreel waitlist, share your link, unsubscribe from e-mails or delete your data.",
);
