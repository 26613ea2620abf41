/** data/site.json (brand, addresses, e-mail) and data/navigation.json (the header's and footer's fixed links). */
import * as yup from "yup";
import {
  described,
  email,
  httpsUrl,
  internalLink,
  itemsCalled,
  labelled,
  object,
  optionalText,
  text,
  type Contract,
} from "./contract";

const navLinkSchema = object({
  label: described(text(), "The link's text."),
  to: labelled(described(internalLink().required(), "A page of this site, starting with /, e.g. /about."), "Page"),
});

const siteSchema = object({
  brandName: described(text(), "The product's name, shown in the logo, titles and footer; written only here."),
  siteUrl: described(
    httpsUrl().matches(/[^/]$/, "must not end with a slash"),
    "The live site's address, without a trailing slash.",
  ),
  tagline: text(),
  description: text().min(50).max(160),
  emails: labelled(
    object({
      support: email(),
      contact: email(),
      demo: email(),
      privacy: email(),
      hiring: email(),
      security: email(),
      founders: email(),
    }),
    "E-mail addresses",
  ),
  bookingUrl: described(httpsUrl(), 'The external scheduling page behind "Book a demo call".'),
  appUrl: httpsUrl(),
  postalAddress: described(
    optionalText().max(200),
    "The company's postal address on one line, shown after the company name at the foot of every e-mail the site sends (many countries' rules for marketing mail ask for one). Leave it out until you have one.",
  ),
  founder: object({ name: text(), role: text(), profileUrl: httpsUrl() }),
  waitlistFigures: labelled(
    object({
      showFrom: labelled(
        described(
          yup.number().strict().integer().min(10).required(),
          "How many people must have confirmed their place before the site shows the figure (on /join-waitlist and the home page's call to action). Below it the site says nothing about numbers. The figure comes from the database, rounded down, e.g. 1,200+.",
        ),
        "Show the count from",
      ),
    }),
    "Waitlist figures",
  ),
  cmsRepository: labelled(
    described(
      text().matches(
        /^[\w.-]+\/[\w.-]+$/,
        "must be the account and the project joined by a slash, e.g. scriptreel/site",
      ),
      "Where the site's files are kept on GitHub, as the account and the project joined by a slash, e.g. scriptreel/site. Set by a developer; the content manager saves there.",
    ),
    "Where the site is kept on GitHub",
  ),
});

const links = (description: string) =>
  itemsCalled(described(yup.array().of(navLinkSchema).min(1).required(), description), "link");

const navigationSchema = object({
  headerLinks: links("Plain links in the header bar, in order."),
  footerCompany: labelled(links("The footer's Company column."), "Footer: Company"),
  footerLegal: labelled(links("The footer's Legal & Support column."), "Footer: Legal & Support"),
  copyrightLinks: labelled(links("Links beside the copyright line."), "Links by the copyright line"),
});

export type SiteConfig = yup.InferType<typeof siteSchema>;
export type Navigation = yup.InferType<typeof navigationSchema>;
export type NavLink = yup.InferType<typeof navLinkSchema>;

export const contracts: Contract[] = [
  { pattern: "site.json", title: "Brand, addresses and links", schema: siteSchema },
  { pattern: "navigation.json", title: "Header and footer links", schema: navigationSchema },
];
