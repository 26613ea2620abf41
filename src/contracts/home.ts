/**
 * Data of the home page: data/home.json (its copy and the prompt box options) and data/showcase.json (the
 * example videos). The home page's TypeScript types are inferred from these schemas.
 */
import * as yup from "yup";
import { KEBAB_CASE, KEBAB_CASE_MESSAGE, optionalText, text, type Contract } from "./contract";

import { clipFields, localPoster } from "./media";
import { INPUT_TYPES, type InputType } from "./values";

// The input types a showcase video can name, in the order they are always shown (in values.ts: pages use them).
export { INPUT_TYPES, type InputType };

/** A self-hosted path (/videos/...) or a full https address. */
const videoAddress = () =>
  text().test("video-address", "must be a path starting with / or a full https URL", (value) =>
    value == null ? true : value.startsWith("/") || /^https:\/\/[^\s]+$/.test(value),
  );

const videoFields = {
  videoUrl: videoAddress(),
  poster: localPoster().nullable().optional().default(undefined),
  videoTitle: text(),
  promptText: text(),
  duration: yup.number().strict().positive().required(),
  inputTypes: yup
    .array()
    .of(text().oneOf([...INPUT_TYPES], "must be one of: ${values}"))
    .min(1)
    .required()
    .test("unique", "must not repeat an input type", (list) => !list || new Set(list).size === list.length),
  ...clipFields,
};

export const showcaseVideoSchema = yup
  .object({
    id: text().matches(KEBAB_CASE, KEBAB_CASE_MESSAGE),
    ...videoFields,
    industry: optionalText(),
  })
  .noUnknown()
  .strict();

const option = yup.object({ value: text(), label: text() }).noUnknown().strict().required();

/** The default must be one of the listed values. */
const defaultOf = <T extends NonNullable<unknown>>(
  listField: string,
  graphqlScalar: "Float" | "String",
  pick: (entry: unknown) => T = (entry) => entry as T,
) =>
  yup
    .mixed<T>()
    .meta({ graphqlScalar })
    .test("default-listed", `must be one of the values in "${listField}"`, function (value) {
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
        durationDefault: defaultOf<number>("durations", "Float").required(),
        modeLabel: text(),
        modes: yup.array().of(option).min(1).required(),
        modeDefault: defaultOf<string>(
          "modes",
          "String",
          (entry) => (entry as { value: string } | undefined)?.value as string,
        ).required(),
        startWithLabel: text(),
        startWith: yup.array().of(option).min(1).required(),
        startWithDefault: defaultOf<string>(
          "startWith",
          "String",
          (entry) => (entry as { value: string } | undefined)?.value as string,
        ).required(),
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
          .of(yup.object({ name: text(), period: text(), description: text() }).noUnknown().strict().required())
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
          .of(yup.object({ quote: text(), author: text() }).noUnknown().strict().required())
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

export type ShowcaseVideo = yup.InferType<typeof showcaseVideoSchema>;
export type HomeContent = yup.InferType<typeof homeSchema>;
export type PromptCopy = HomeContent["prompt"];
export type TemplateCopy = HomeContent["template"];
export type ShowcaseCopy = HomeContent["showcase"];
export type Era = HomeContent["timeline"]["eras"][number];
export type Testimonial = HomeContent["testimonials"]["items"][number];

export const contracts: Contract[] = [
  { pattern: "home.json", title: "The home page's copy and prompt box options", schema: homeSchema },
  {
    pattern: "showcase.json",
    title: "The home page's example videos",
    schema: showcaseVideoSchema,
    collection: { key: "id" },
  },
];
