/**
 * Data of the home page: data/home.json (its copy and the prompt box options) and data/showcase.json (the
 * example videos). The home page's TypeScript types are inferred from these schemas.
 */
import * as yup from "yup";
import {
  illustrativeAuthor,
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
        .of(
          described(
            text().oneOf([...INPUT_TYPES], "must be one of: ${values}"),
            "One thing the video was made from, chosen from the list, e.g. Web Links.",
          ),
        )
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
  .strict()
  .meta({ description: 'The example videos on the home page, in order, e.g. "The Rise of OpenAI".' });

/** A choice of a menu in the prompt box: the value the form sends, and the words the visitor reads. */
const option = (value: string, label: string) =>
  yup
    .object({ value: described(text(), value), label: described(text(), label) })
    .noUnknown()
    .strict()
    .required();

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

const d = described;
const homeSchema = yup
  .object({
    hero: d(
      yup
        .object({
          badge: d(text(), 'The small label above the main heading, e.g. "Early access".'),
          heading: d(
            text(),
            'The home page\'s main heading, at the top of the page, e.g. "Type an idea. Get a finished video."',
          ),
          description: d(
            text(),
            'The paragraph under the main heading, e.g. "Describe what you want to say. In early access, the Scriptreel agent is built to write the script…".',
          ),
        })
        .noUnknown()
        .strict()
        .required(),
      'The top of the home page: label, main heading and paragraph, e.g. "Type an idea. Get a finished video."',
    ),
    prompt: d(
      yup
        .object({
          inputLabel: d(
            text(),
            'The name of the box where visitors describe their video, read by screen readers, e.g. "Describe your video".',
          ),
          placeholder: d(text(), 'The grey sample text in the empty prompt box, e.g. "Type an idea or paste a link".'),
          goLabelShort: labelled(
            d(text(), 'The go button\'s text on phones, e.g. "Get First Video".'),
            "Go button label on phones",
          ),
          goLabelLong: labelled(
            d(
              text(),
              'The go button\'s text on wider screens; it leads to the waitlist with the idea, so say so, e.g. "Join with this idea".',
            ),
            "Go button label on wider screens",
          ),
          previewLabel: d(text(), 'The name above the links found in the prompt, e.g. "Links in your prompt".'),
          suggestionsLabel: d(text(), 'The words before the sample ideas under the box, e.g. "Try an idea".'),
          suggestions: d(
            itemsCalled(
              yup
                .array()
                .of(d(text(), 'A sample idea a visitor can click to fill the box, e.g. "The Rise of OpenAI".'))
                .length(4)
                .required(),
              "suggestion",
            ),
            'The four sample ideas under the prompt box, e.g. "The Rise of OpenAI".',
          ),
          languageLabel: d(text(), 'The name of the language menu, e.g. "Language".'),
          languageDefault: labelled(
            d(
              text().matches(/^[a-z]{3}$/, "must be a three-letter code"),
              "The language the menu shows at first, as its three letters from the Languages list, e.g. eng for English.",
            ),
            "Language chosen at first (its three-letter code)",
          ),
          durationLabel: d(text(), 'The name of the length menu, e.g. "Duration".'),
          durations: d(
            itemsCalled(
              yup
                .array()
                .of(d(yup.number().strict().positive().required(), "A video length in minutes, e.g. 3."))
                .min(1)
                .required(),
              "duration",
            ),
            "The video lengths the menu offers, in minutes, e.g. 0.5, 1 and 3.",
          ),
          durationDefault: labelled(
            d(
              defaultOf<number>("durations", "durations", "Float").required(),
              "The length the menu shows at first, one of the durations above, e.g. 3.",
            ),
            "Duration chosen at first",
          ),
          modeLabel: d(text(), 'The name of the mode menu, e.g. "Mode".'),
          modes: d(
            itemsCalled(
              yup
                .array()
                .of(
                  option(
                    "The mode's short name the form sends, in lower-case letters, e.g. narration.",
                    'The mode\'s name visitors read in the menu, e.g. "Narration".',
                  ),
                )
                .min(1)
                .required(),
              "mode",
            ),
            'The modes the menu offers, e.g. "Narration" and "Dialogue".',
          ),
          modeDefault: labelled(
            d(
              defaultOf<string>(
                "modes",
                "modes",
                "String",
                (entry) => (entry as { value: string } | undefined)?.value as string,
              ).required(),
              "The mode the menu shows at first, as the short name of one of the modes above, e.g. narration.",
            ),
            "Mode chosen at first",
          ),
          startWithLabel: d(text(), 'The words before the buttons to start from something else, e.g. "or start with".'),
          startWith: labelled(
            d(
              itemsCalled(
                yup
                  .array()
                  .of(
                    option(
                      "The choice's short name the form sends, in lower-case letters, e.g. audio.",
                      'The choice\'s name visitors read on its button, e.g. "Audio".',
                    ),
                  )
                  .min(1)
                  .required(),
                "choice",
              ),
              'The things a visitor can start from instead of an idea, e.g. "Audio" and "Script".',
            ),
            "Start-with choices",
          ),
          startWithDefault: labelled(
            d(
              defaultOf<string>(
                "startWith",
                "start-with choices",
                "String",
                (entry) => (entry as { value: string } | undefined)?.value as string,
              ).required(),
              "The choice shown at first, as the short name of one of the choices above, e.g. audio.",
            ),
            "Start-with choice at first",
          ),
        })
        .noUnknown()
        .strict()
        .required(),
      'The prompt box under the main heading and its menus, e.g. "Describe your video".',
    ),
    template: d(
      yup
        .object({
          buttonLabel: d(text(), 'The text of the button that opens the box to start from a video, e.g. "Template".'),
          heading: d(text(), 'The heading of that box, e.g. "Start from a video you like".'),
          fieldLabel: d(text(), 'The name above the field for the video\'s link, e.g. "Video URL".'),
          placeholder: d(
            text(),
            'The grey sample text in that empty field, e.g. "https://www.youtube.com/watch?v=...".',
          ),
          hint: d(
            text(),
            'The help line under that field, e.g. "Paste a link to a video on a video-sharing site as inspiration."',
          ),
          cancelLabel: d(text(), 'The text of the button that closes the box, e.g. "Cancel".'),
          useLabel: d(text(), 'The text of the button that takes the link, e.g. "Use".'),
          attachedLabel: labelled(
            d(text(), 'The name shown under the prompt with the link taken, e.g. "Template video".'),
            "Label of the link used, shown under the prompt",
          ),
          removeLabel: labelled(
            d(text(), 'The text of the button that takes the link away again, e.g. "Remove".'),
            "Button that removes the link used",
          ),
        })
        .noUnknown()
        .strict()
        .required(),
      'The box for starting from a video a visitor likes, opened beside the prompt, e.g. "Start from a video you like".',
    ),
    showcase: d(
      yup
        .object({
          heading: d(text(), 'The heading above the example videos, e.g. "What one prompt can become".'),
          subheading: d(
            text(),
            'The paragraph under that heading, e.g. "Placeholders for now: each clip is a title card…".',
          ),
          featured: d(
            yup.object(videoFields).noUnknown().strict().required(),
            'The large example video shown first, above the others, e.g. "From one sentence to a finished video".',
          ),
          moreLabel: d(text(), 'The text of the button that shows the rest of the videos, e.g. "Show more videos".'),
          lessLabel: d(text(), 'The text of the button that hides them again, e.g. "Show less".'),
        })
        .noUnknown()
        .strict()
        .required(),
      'The example videos on the home page; the videos themselves are under Home page example videos, e.g. "What one prompt can become".',
    ),
    timeline: d(
      yup
        .object({
          heading: d(text(), 'The heading of the timeline of media, e.g. "Every era gave ideas a bigger voice".'),
          subheading: d(
            text(),
            'The paragraph under that heading, e.g. "Each new medium let one person reach more people."',
          ),
          eras: d(
            itemsCalled(
              yup
                .array()
                .of(
                  yup
                    .object({
                      name: d(text(), 'The era\'s name on the timeline, e.g. "Verbal".'),
                      period: d(text(), 'When the era was, under its name, e.g. "The first stories".'),
                      description: d(
                        text(),
                        'A sentence on the era, e.g. "Ideas travelled by voice, as far as a room or a village could hear them."',
                      ),
                    })
                    .noUnknown()
                    .strict()
                    .required(),
                )
                .min(2)
                .required(),
              "era",
            ),
            'The eras on the timeline, in order, e.g. "Verbal".',
          ),
        })
        .noUnknown()
        .strict()
        .required(),
      'The timeline of how ideas reached people, e.g. "Every era gave ideas a bigger voice".',
    ),
    testimonials: d(
      yup
        .object({
          heading: d(
            text(),
            'The heading above the three illustrative quotes (the product has no customers to quote yet), e.g. "The results we are building for".',
          ),
          items: labelled(
            d(
              itemsCalled(
                yup
                  .array()
                  .of(
                    yup
                      .object({
                        quote: d(
                          text(),
                          'A result the team wrote from what people told us they want, in the words such a person would use, e.g. "I pasted the outline of my workshop and had a first lesson to review…".',
                        ),
                        author: d(
                          illustrativeAuthor(),
                          'The kind of person it is written for, a role and no name, ending "(illustrative)", e.g. "Leadership coach (illustrative)".',
                        ),
                      })
                      .noUnknown()
                      .strict()
                      .required(),
                  )
                  .length(3)
                  .required(),
                "testimonial",
              ),
              'The three illustrative quotes, e.g. "Leadership coach (illustrative)".',
            ),
            "Testimonials",
          ),
        })
        .noUnknown()
        .strict()
        .required(),
      'Three illustrative quotes, written by the team from what people told us they want (the site says so beside them), e.g. "The results we are building for".',
    ),
    cta: labelled(
      d(
        yup
          .object({
            heading: d(
              text(),
              'The heading of the call to action at the foot of the home page, e.g. "Your next video is one sentence away".',
            ),
            subheading: d(
              text(),
              'The line under that heading, e.g. "Early access opens in waves. Join the waitlist…".',
            ),
          })
          .noUnknown()
          .strict()
          .required(),
        'The call to action at the foot of the home page, e.g. "Your next video is one sentence away".',
      ),
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
