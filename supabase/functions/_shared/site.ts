// Generated from data/site.json by `npm run generate:mail-site`: do not edit (a test fails when it is stale).
import type { MailSite } from "./mail.ts";

export const SITE: MailSite = {
  brandName: "Scriptreel",
  siteUrl: "https://scriptreel.video",
  appUrl: "https://app.scriptreel.video",
  fromAddress: "hello@scriptreel.video",
  teamAddress: "hello@scriptreel.video",
};
