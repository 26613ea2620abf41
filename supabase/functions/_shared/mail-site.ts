/**
 * What every mail says of the site: its name, addresses and the team's inbox. A file of its own so that the generated
 * site.ts (data/site.json, tools/generate/mail-site.ts) can name the type without importing mail.ts, which imports it.
 */
export interface MailSite {
  brandName: string;
  siteUrl: string;
  /** Where an invited member signs in to the product (data/site.json appUrl). */
  appUrl: string;
  /** Sends every mail, and is where replies to a member's mail go. */
  fromAddress: string;
  /** The team's inbox: contact messages and the daily digest. */
  teamAddress: string;
  /** The company's postal address, shown in every mail's footer where the owner set one (data/site.json). */
  postalAddress?: string;
}
