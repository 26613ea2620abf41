/**
 * The contract of every file under data/, as yup schemas. gatsby/validate-data.ts applies them before Gatsby
 * sources anything, so a broken file stops the build with the file, the entry and the field named.
 * Keep in step with src/types/content.ts (the TypeScript side of the same contract).
 */
import * as yup from "yup";

export const ICON_NAMES = [
  "bolt",
  "book",
  "chart",
  "chat",
  "clock",
  "film",
  "globe",
  "heart",
  "layers",
  "megaphone",
  "mic",
  "shield",
  "sparkles",
  "target",
  "users",
  "wand",
] as const;

export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ValidationContext {
  /** Every route the site builds, without query strings. */
  routes: Set<string>;
}

const text = () => yup.string().strict().trim("must not start or end with spaces").required();
const texts = (min = 1) => yup.array().of(text()).min(min).required();
const slug = () => text().matches(KEBAB_CASE, "must be kebab-case (lower-case words joined by hyphens)");

/** An internal path ("/contact", "/join-waitlist?source=speakers") that must be a page the site builds. */
export const internalLink = () =>
  yup
    .string()
    .strict()
    .test(
      "internal-link",
      "must be an internal path starting with /",
      (value) => value == null || value.startsWith("/"),
    )
    .test("page-exists", "points at a page that does not exist: ${value}", function (value) {
      if (value == null || !value.startsWith("/")) return true;
      const { routes } = this.options.context as ValidationContext;
      const path = value.split(/[?#]/)[0];
      return routes.has(path.length > 1 ? path.replace(/\/$/, "") : path);
    });

const httpsUrl = () =>
  text()
    .url("must be a full https URL")
    .matches(/^https:\/\//, "must be a full https URL");
const email = () => text().email("must be an e-mail address");

const navLink = yup.object({ label: text(), to: internalLink().required() }).noUnknown().strict();

export const solutionPageSchema = yup
  .object({
    slug: slug(),
    title: text(),
    tagline: text().max(70),
    metaTitle: text().max(70),
    metaDescription: text().min(50).max(160),
    metaKeywords: texts(),
    badgeText: text(),
    heroHeading: text(),
    heroDescription: text(),
    ctaLabel: yup.string().strict().nullable(),
    ctaLink: internalLink().nullable(),
    challengeHeading: text(),
    challengeParagraphs: texts(),
    useCases: texts(),
    competitiveEdgeHeading: text(),
    gainsHeading: text(),
    gainsSubheading: text(),
    gains: yup
      .array()
      .of(
        yup
          .object({
            icon: text().oneOf([...ICON_NAMES], "must be one of: ${values}"),
            title: text(),
            description: text(),
            benefits: texts(),
          })
          .noUnknown()
          .strict(),
      )
      .min(1)
      .required(),
    bottomCtaHeading: text(),
    bottomCtaSubheading: text(),
    bottomCtaLabel: yup.string().strict().nullable(),
    bottomCtaLink: internalLink().nullable(),
    showSocialOrbit: yup.boolean().strict().required(),
    showComparisonTable: yup.boolean().strict().required(),
  })
  .noUnknown()
  .strict();

export const siteSchema = yup
  .object({
    brandName: text(),
    siteUrl: httpsUrl().matches(/[^/]$/, "must not end with a slash"),
    tagline: text(),
    description: text().min(50).max(160),
    emails: yup
      .object({
        support: email(),
        contact: email(),
        demo: email(),
        privacy: email(),
        hiring: email(),
        security: email(),
        founders: email(),
      })
      .noUnknown()
      .strict()
      .required(),
    bookingUrl: httpsUrl(),
    appUrl: httpsUrl(),
    founder: yup.object({ name: text(), role: text(), profileUrl: httpsUrl() }).noUnknown().strict().required(),
  })
  .noUnknown()
  .strict();

export const navigationSchema = yup
  .object({
    headerLinks: yup.array().of(navLink).min(1).required(),
    headerIndustries: yup.array().of(slug()).min(1).required(),
    headerUseCases: yup.array().of(slug()).min(1).required(),
    footerCompany: yup.array().of(navLink).min(1).required(),
    footerLegal: yup.array().of(navLink).min(1).required(),
    copyrightLinks: yup.array().of(navLink).min(1).required(),
  })
  .noUnknown()
  .strict();

export const dialCodeSchema = yup
  .object({
    code: text().matches(/^\+\d{1,4}$/, "must be a plus sign and 1 to 4 digits"),
    country: text().matches(/^[A-Z]{2}(\/[A-Z]{2})*$/, "must be upper-case region codes joined by /"),
    fullCountryName: text(),
  })
  .noUnknown()
  .strict();

export const languageSchema = yup
  .object({ code: text().matches(/^[a-z]{3}$/, "must be a three-letter code"), name: text() })
  .noUnknown()
  .strict();

export const faqItemSchema = yup.object({ id: slug(), question: text(), answer: text() }).noUnknown().strict();

export const jobSchema = yup
  .object({
    id: slug(),
    title: text(),
    department: text(),
    location: text(),
    type: text(),
    description: text(),
  })
  .noUnknown()
  .strict();

export const legalDocumentSchema = yup
  .object({
    slug: slug(),
    title: text(),
    metaTitle: text().max(70),
    metaDescription: text().min(50).max(160),
    lastUpdated: text(),
    intro: texts(),
    sections: yup
      .array()
      .of(
        yup
          .object({ id: slug(), heading: text(), paragraphs: texts(), items: yup.array().of(text()).optional() })
          .noUnknown()
          .strict(),
      )
      .min(1)
      .required(),
    retention: yup
      .object({
        heading: text(),
        caption: text(),
        rows: yup
          .array()
          .of(yup.object({ data: text(), period: text(), note: text() }).noUnknown().strict())
          .min(1)
          .required(),
      })
      .noUnknown()
      .strict()
      .default(undefined)
      .optional(),
  })
  .noUnknown()
  .strict();

const card = yup
  .object({
    title: text(),
    description: text(),
    icon: yup
      .string()
      .strict()
      .nullable()
      .oneOf([...ICON_NAMES, null], "must be one of: ${values}"),
    meta: yup.string().strict().nullable(),
  })
  .noUnknown()
  .strict();

export const contentPageSchema = yup
  .object({
    slug: slug(),
    metaTitle: text().max(70),
    metaDescription: text().min(50).max(160),
    hero: yup.object({ badge: text(), heading: text(), description: text() }).noUnknown().strict().required(),
    sections: yup
      .array()
      .of(
        yup
          .object({
            id: slug(),
            heading: text(),
            intro: yup.string().strict().nullable(),
            paragraphs: yup.array().of(text()).nullable(),
            list: yup.array().of(text()).nullable(),
            cards: yup.array().of(card).nullable(),
            stats: yup
              .array()
              .of(yup.object({ value: text(), label: text() }).noUnknown().strict())
              .nullable(),
            quotes: yup
              .array()
              .of(yup.object({ quote: text(), author: text() }).noUnknown().strict())
              .nullable(),
          })
          .noUnknown()
          .strict(),
      )
      .min(1)
      .required(),
    closing: yup.object({ heading: text(), subheading: text() }).noUnknown().strict().required(),
  })
  .noUnknown()
  .strict();

export const sharedSectionsSchema = yup
  .object({
    howItWorks: yup
      .object({
        heading: text(),
        steps: yup
          .array()
          .of(yup.object({ title: text(), description: text() }).noUnknown().strict())
          .length(3)
          .required(),
      })
      .noUnknown()
      .strict()
      .required(),
    comparison: yup
      .object({
        heading: text(),
        caption: text(),
        columns: yup.array().of(text()).length(2).required(),
        rows: yup
          .array()
          .of(yup.object({ aspect: text(), traditional: text(), agent: text() }).noUnknown().strict())
          .min(1)
          .required(),
      })
      .noUnknown()
      .strict()
      .required(),
    socialOrbit: yup.object({ heading: text(), subheading: text(), channels: texts() }).noUnknown().strict().required(),
  })
  .noUnknown()
  .strict();
