/**
 * Data of the home page: data/home.json (its copy and the prompt box options) and data/showcase.json (the
 * example videos). Keep in step with src/components/home/types.ts and src/lib/showcase.ts.
 */
import * as yup from "yup";
import type { Contract } from "../../gatsby/validate-data";
import { KEBAB_CASE } from "./data-schemas";
import { INPUT_TYPES } from "../lib/showcase";

const text = () => yup.string().strict().trim("must not start or end with spaces").required();
const optionalText = () => yup.string().strict().trim("must not start or end with spaces").nullable().optional();

/** A self-hosted path (/videos/...) or a full https address. */
const videoAddress = () =>
  text().test("video-address", "must be a path starting with / or a full https URL", (value) =>
    value == null ? true : value.startsWith("/") || /^https:\/\/[^\s]+$/.test(value),
  );

const videoFields = {
  videoUrl: videoAddress(),
  poster: text()
    .matches(/^\/videos\/[a-z0-9-]+\.(jpg|jpeg|png|webp)$/, "must be a local image under /videos/")
    .nullable()
    .optional()
    .default(undefined),
  videoTitle: text(),
  promptText: text(),
  duration: yup.number().strict().positive().required(),
  inputTypes: yup
    .array()
    .of(text().oneOf([...INPUT_TYPES], "must be one of: ${values}"))
    .min(1)
    .required()
    .test("unique", "must not repeat an input type", (list) => !list || new Set(list).size === list.length),
};

export const showcaseVideoSchema = yup
  .object({
    id: text().matches(KEBAB_CASE, "must be kebab-case (lower-case words joined by hyphens)"),
    ...videoFields,
    industry: optionalText(),
  })
  .noUnknown()
  .strict();

const option = yup.object({ value: text(), label: text() }).noUnknown().strict();

/** The default must be one of the listed values. */
const defaultOf = <T>(listField: string, pick: (entry: any) => T = (entry) => entry) =>
  yup.mixed().test("default-listed", `must be one of the values in "${listField}"`, function (value) {
    const list = (this.parent as Record<string, unknown[]>)[listField];
    return Array.isArray(list) && list.map(pick).includes(value as T);
  });

export const homeSchema = yup
  .object({
    hero: yup.object({ badge: text(), heading: text(), description: text() }).noUnknown().strict().required(),
    prompt: yup
      .object({
        inputLabel: text(),
        placeholder: text(),
        goLabelShort: text(),
        goLabelLong: text(),
        previewLabel: text(),
        suggestionsLabel: text(),
        suggestions: yup.array().of(text()).length(4).required(),
        languageLabel: text(),
        languageDefault: text().matches(/^[a-z]{3}$/, "must be a three-letter code"),
        durationLabel: text(),
        durations: yup.array().of(yup.number().strict().positive().required()).min(1).required(),
        durationDefault: defaultOf("durations").required(),
        modeLabel: text(),
        modes: yup.array().of(option).min(1).required(),
        modeDefault: defaultOf("modes", (entry) => entry?.value).required(),
        startWithLabel: text(),
        startWith: yup.array().of(option).min(1).required(),
        startWithDefault: defaultOf("startWith", (entry) => entry?.value).required(),
      })
      .noUnknown()
      .strict()
      .required(),
    template: yup
      .object({
        buttonLabel: text(),
        heading: text(),
        fieldLabel: text(),
        placeholder: text(),
        hint: text(),
        cancelLabel: text(),
        useLabel: text(),
      })
      .noUnknown()
      .strict()
      .required(),
    showcase: yup
      .object({
        heading: text(),
        subheading: text(),
        featured: yup.object(videoFields).noUnknown().strict().required(),
        moreLabel: text(),
        lessLabel: text(),
      })
      .noUnknown()
      .strict()
      .required(),
    timeline: yup
      .object({
        heading: text(),
        subheading: text(),
        eras: yup
          .array()
          .of(yup.object({ name: text(), period: text(), description: text() }).noUnknown().strict())
          .min(2)
          .required(),
      })
      .noUnknown()
      .strict()
      .required(),
    testimonials: yup
      .object({
        heading: text(),
        items: yup
          .array()
          .of(yup.object({ quote: text(), author: text() }).noUnknown().strict())
          .length(3)
          .required(),
      })
      .noUnknown()
      .strict()
      .required(),
    cta: yup.object({ heading: text(), subheading: text() }).noUnknown().strict().required(),
  })
  .noUnknown()
  .strict();

export const contracts: Contract[] = [
  { pattern: "home.json", schema: homeSchema },
  { pattern: "showcase.json", schema: showcaseVideoSchema, collection: { key: "id" } },
];

const videoTypeFields = `
  videoUrl: String!
  poster: String
  videoTitle: String!
  promptText: String!
  duration: Float!
  inputTypes: [String!]!
`;

// gatsby-transformer-json stores each showcase entry's own "id" as jsonId (id is the node id).
export const typeDefs = `
  type ShowcaseJson implements Node @dontInfer { jsonId: String! ${videoTypeFields} industry: String }

  type HomeHero { badge: String! heading: String! description: String! }
  type HomeOption { value: String! label: String! }
  type HomePrompt {
    inputLabel: String!
    placeholder: String!
    goLabelShort: String!
    goLabelLong: String!
    previewLabel: String!
    suggestionsLabel: String!
    suggestions: [String!]!
    languageLabel: String!
    languageDefault: String!
    durationLabel: String!
    durations: [Float!]!
    durationDefault: Float!
    modeLabel: String!
    modes: [HomeOption!]!
    modeDefault: String!
    startWithLabel: String!
    startWith: [HomeOption!]!
    startWithDefault: String!
  }
  type HomeTemplate {
    buttonLabel: String!
    heading: String!
    fieldLabel: String!
    placeholder: String!
    hint: String!
    cancelLabel: String!
    useLabel: String!
  }
  type HomeFeaturedVideo { ${videoTypeFields} }
  type HomeShowcase { heading: String! subheading: String! featured: HomeFeaturedVideo! moreLabel: String! lessLabel: String! }
  type HomeEra { name: String! period: String! description: String! }
  type HomeTimeline { heading: String! subheading: String! eras: [HomeEra!]! }
  type HomeTestimonial { quote: String! author: String! }
  type HomeTestimonials { heading: String! items: [HomeTestimonial!]! }
  type HomeCta { heading: String! subheading: String! }
  type HomeJson implements Node @dontInfer {
    hero: HomeHero!
    prompt: HomePrompt!
    template: HomeTemplate!
    showcase: HomeShowcase!
    timeline: HomeTimeline!
    testimonials: HomeTestimonials!
    cta: HomeCta!
  }
`;
