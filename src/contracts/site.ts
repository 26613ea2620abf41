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
  label: described(text(), 'The link\'s text, e.g. "About Us".'),
  to: labelled(described(internalLink().required(), "A page of this site, starting with /, e.g. /about."), "Page"),
});

const siteSchema = object({
  brandName: described(
    text(),
    "The product's name, shown in the logo, titles and footer; written only here, e.g. Scriptreel.",
  ),
  siteUrl: described(
    httpsUrl().matches(/[^/]$/, "must not end with a slash"),
    "The live site's address, without a trailing slash, e.g. https://scriptreel.video.",
  ),
  tagline: described(text(), 'The short line under the logo in the footer, e.g. "Type an idea. Get a finished video."'),
  description: described(
    text().min(50).max(160),
    'What the site is, in a sentence of 50 to 160 characters: the home page\'s search result summary, e.g. "Scriptreel turns a prompt, script, document, audio clip or web link into a finished…".',
  ),
  // One address a visitor writes to (issue 55): help, the contact page, demo and billing, the founders. Apart only
  // where a law or a role needs it: privacy (data-protection requests, which the privacy law gives a deadline),
  // security (vulnerability reports, a recognised role) and hiring (applications carry CVs, kept apart and for a
  // set time, read only by those hiring).
  emails: labelled(
    described(
      object({
        support: described(
          email(),
          "The one address visitors write to: shown in the footer, on the FAQ, waitlist and contact pages, for demos, billing and the founders, e.g. hello@scriptreel.video.",
        ),
        contact: described(
          email(),
          "The address shown on the contact page: the same as support, e.g. hello@scriptreel.video.",
        ),
        demo: described(
          email(),
          "The address for demo and billing questions: the same as support, e.g. hello@scriptreel.video.",
        ),
        privacy: described(
          email(),
          "The address for data-protection requests (the privacy law's rights), e.g. privacy@scriptreel.video.",
        ),
        hiring: described(
          email(),
          "The address job seekers write to, shown on the careers page (applications kept apart), e.g. careers@scriptreel.video.",
        ),
        security: described(
          email(),
          "The address for security reports, shown on the data security page, e.g. security@scriptreel.video.",
        ),
        founders: described(
          email(),
          "The address to write to the founders, shown on the vision page: the same as support, e.g. hello@scriptreel.video.",
        ),
      }).test(
        "one-visitor-address",
        "support, contact, demo and founders must be the same address: a visitor writes to one place (only privacy, security and hiring may differ)",
        (emails) => new Set([emails.support, emails.contact, emails.demo, emails.founders]).size === 1,
      ),
      "The company's e-mail addresses that the site shows: one for visitors (support, contact, demo, founders), and privacy, security and hiring, e.g. hello@scriptreel.video.",
    ),
    "E-mail addresses",
  ),
  bookingUrl: described(
    httpsUrl(),
    'The external scheduling page behind "Book a demo call", e.g. https://cal.com/scriptreel/demo.',
  ),
  appUrl: described(
    httpsUrl(),
    "The product's sign-in address, where invited members go from their place on the waitlist, e.g. https://app.scriptreel.video.",
  ),
  postalAddress: described(
    optionalText().max(200),
    "The company's postal address on one line, shown after the company name at the foot of every e-mail the site sends (many countries' rules for marketing mail ask for one). Leave it out until you have one. It is written as on an envelope, on one line, e.g. a street, a town and a postcode.",
  ),
  founder: described(
    object({
      name: described(text(), 'The founder\'s full name, shown on the about page, e.g. "Maya Raman".'),
      role: described(text(), 'The founder\'s title, shown under the name, e.g. "Founder and CEO".'),
      profileUrl: described(
        httpsUrl(),
        "The founder's public profile page, linked from the about page, e.g. https://www.linkedin.com/in/maya-raman-scriptreel.",
      ),
    }),
    'The founder as the about page shows them, e.g. "Maya Raman".',
  ),
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
  ).meta({
    description: "When the site shows how many people are on the waitlist, e.g. from 100 confirmed places.",
  }),
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
  headerLinks: links("Plain links in the header bar, in order, e.g. AI Agent for /ai-agent."),
  footerCompany: labelled(links("The footer's Company column, e.g. About Us for /about."), "Footer: Company"),
  footerLegal: labelled(
    links("The footer's Legal & Support column, e.g. Terms of Service for /terms."),
    "Footer: Legal & Support",
  ),
  copyrightLinks: labelled(
    links("Links beside the copyright line, e.g. Terms for /terms."),
    "Links by the copyright line",
  ),
});

export type SiteConfig = yup.InferType<typeof siteSchema>;
export type Navigation = yup.InferType<typeof navigationSchema>;
export type NavLink = yup.InferType<typeof navLinkSchema>;

export const contracts: Contract[] = [
  { pattern: "site.json", title: "Brand, addresses and links", schema: siteSchema },
  { pattern: "navigation.json", title: "Header and footer links", schema: navigationSchema },
];
