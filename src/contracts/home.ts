/**
 * Data of the home page: data/home.json (its copy and the prompt box options) and data/showcase.json (the
 * example videos). The home page's TypeScript types are inferred from these schemas.
 */
import * as yup from "yup";
import {
  KEBAB_CASE,
  KEBAB_CASE_MESSAGE,
  described,
  itemsCalled,
  labelled,
  optionalText,
  text,
  type Contract,
} from "./contract";

import { clipFields, localPoster, videosFolder } from "./media";
import { INPUT_TYPES } from "./values";

// The input types a showcase video can name, in the order they are always shown (in values.ts: pages use them).
/** A self-hosted path (/videos/...) or a full https address. */
const videoAddress = () =>
  text().test("video-address", "must be a path starting with / or a full https URL", (value) =>
    value == null ? true : value.startsWith("/") || /^https:\/\/[^\s]+$/.test(value),
  );

// Each with a plain label and an example; the clip's two lengths are named apart: the finished video's, in minutes,
// and the clip's own, in seconds (clipFields).
const videoFields = {
  videoUrl: labelled(
    described(
      videoAddress().meta(videosFolder(true)),
      "The clip that plays on the card: choose or upload an .mp4 file, e.g. /videos/showcase-1.mp4, or give the web address of a clip kept elsewhere, starting https://.",
    ),
    "Clip",
  ),
  poster: localPoster().nullable().optional().default(undefined),
  videoTitle: described(text(), "The title on the card, e.g. The Rise of OpenAI."),
  promptText: labelled(
    described(
      text(),
      "The idea typed in to make this video, shown on the card in quotes, e.g. A short history of the pyramids.",
    ),
    "Prompt",
  ),
  duration: labelled(
    described(
      yup.number().strict().positive().required(),
      "How long the whole video made from this prompt runs, in minutes, e.g. 5. The clip is a short part of it: its own length is under Clip length in seconds.",
    ),
    "Finished video's length in minutes",
  ),
  inputTypes: itemsCalled(
    described(
      yup
        .array()
        .of(text().oneOf([...INPUT_TYPES], "must be one of: ${values}"))
        .min(1)
        .required()
        .test("unique", "must not repeat an input type", (list) => !list || new Set(list).size === list.length),
      "What the video was made from, shown as tags on the card, e.g. Script and Web Links.",
    ),
    "input type",
  ),
  ...clipFields,
};

const showcaseVideoSchema = yup
  .object({
    id: labelled(
      described(
        text().matches(KEBAB_CASE, KEBAB_CASE_MESSAGE),
        "Tells this video apart from the others; never shown on the site. Lower-case words joined by hyphens, e.g. pyramids-of-giza.",
      ),
      "Short name",
    ),
    ...videoFields,
    industry: described(optionalText(), "Who such a video is for, shown on the card beside its length, e.g. Coaches."),
  })
  .noUnknown()
  .strict();

const option = yup.object({ value: text(), label: text() }).noUnknown().strict().required();

/** The default must be one of the listed values; `listName` says which list in an editor's words ("durations"). */
const defaultOf = <T extends NonNullable<unknown>>(
  listField: string,
  listName: string,
  graphqlScalar: "Float" | "String",
  pick: (entry: unknown) => T = (entry) => entry as T,
) =>
  yup
    .mixed<T>()
    .meta({ graphqlScalar })
    .test("default-listed", `must be one of the ${listName} listed above`, function (value) {
      const list = (this.parent as Record<string, unknown[]>)[listField];
      return Array.isArray(list) && list.map(pick).includes(value as T);
    });

const homeSchema = yup
  .object({
    hero: yup.object({ badge: text(), heading: text(), description: text() }).noUnknown().strict().required(),
    prompt: yup
      .object({
        inputLabel: text(),
        placeholder: text(),
        goLabelShort: labelled(text(), "Go button label on phones"),
        goLabelLong: labelled(text(), "Go button label on wider screens"),
        previewLabel: text(),
        suggestionsLabel: text(),
        suggestions: itemsCalled(yup.array().of(text()).length(4).required(), "suggestion"),
        languageLabel: text(),
        languageDefault: labelled(
          text().matches(/^[a-z]{3}$/, "must be a three-letter code"),
          "Language chosen at first (its three-letter code)",
        ),
        durationLabel: text(),
        durations: itemsCalled(
          yup.array().of(yup.number().strict().positive().required()).min(1).required(),
          "duration",
        ),
        durationDefault: labelled(
          defaultOf<number>("durations", "durations", "Float").required(),
          "Duration chosen at first",
        ),
        modeLabel: text(),
        modes: itemsCalled(yup.array().of(option).min(1).required(), "mode"),
        modeDefault: labelled(
          defaultOf<string>(
            "modes",
            "modes",
            "String",
            (entry) => (entry as { value: string } | undefined)?.value as string,
          ).required(),
          "Mode chosen at first",
        ),
        startWithLabel: text(),
        startWith: labelled(itemsCalled(yup.array().of(option).min(1).required(), "choice"), "Start-with choices"),
        startWithDefault: labelled(
          defaultOf<string>(
            "startWith",
            "start-with choices",
            "String",
            (entry) => (entry as { value: string } | undefined)?.value as string,
          ).required(),
          "Start-with choice at first",
        ),
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
        attachedLabel: labelled(text(), "Label of the link used, shown under the prompt"),
        removeLabel: labelled(text(), "Button that removes the link used"),
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
        eras: itemsCalled(
          yup
            .array()
            .of(yup.object({ name: text(), period: text(), description: text() }).noUnknown().strict().required())
            .min(2)
            .required(),
          "era",
        ),
      })
      .noUnknown()
      .strict()
      .required(),
    testimonials: yup
      .object({
        heading: text(),
        items: labelled(
          itemsCalled(
            yup
              .array()
              .of(yup.object({ quote: text(), author: text() }).noUnknown().strict().required())
              .length(3)
              .required(),
            "testimonial",
          ),
          "Testimonials",
        ),
      })
      .noUnknown()
      .strict()
      .required(),
    cta: labelled(
      yup.object({ heading: text(), subheading: text() }).noUnknown().strict().required(),
      "Closing call to action",
    ),
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
  { pattern: "home.json", title: "Home page", schema: homeSchema },
  {
    pattern: "showcase.json",
    title: "Home page example videos",
    entryName: "example video",
    schema: showcaseVideoSchema,
    collection: { key: "id" },
  },
];
