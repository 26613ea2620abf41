/**
 * A worked example of one first video (issue 55): what a visitor of one audience would start from, the lines the
 * agent would write, the scenes, the voice, the languages and the length. Every industry and use-case page has its
 * own (solution-pages.ts), the home page one more (home.ts); src/components/walkthrough/ draws them. It is an
 * example of the product's plan, not a video anyone made: the component says so above it.
 */
import * as yup from "yup";
import { described, itemsCalled, labelled, object, text, uniqueOnSite, type ValidationContext } from "./contract";
import { FIRST_VIDEO } from "./signup-fields";
import { VIDEO_FORMATS } from "./values";

/** A length as the form's menu offers it: "30 seconds", "1 minute", "3 minutes". */
const lengthInWords = (minutes: number) =>
  minutes < 1 ? `${minutes * 60} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;

const sceneSchema = object({
  title: described(text().max(40), 'The scene\'s name, a few words, e.g. "The three-breath reset".'),
  visual: described(
    text().max(120),
    'What the viewer sees in this scene, in one sentence, e.g. "Slow push-in on a desk by a window, the steps appear as animated text".',
  ),
});

/** A language's name as the home prompt's language menu lists it (data/languages.json). */
const languageName = () =>
  described(text(), 'One language, written as the home prompt\'s language menu writes it, e.g. "Spanish".').test(
    "listed-language",
    'must be a language of the home prompt\'s language menu, written as it is there (e.g. "Spanish"): ${value}',
    function (value) {
      const names = (this.options.context as Partial<ValidationContext> | undefined)?.languageNames;
      return !names || value == null || names.has(value);
    },
  );

export const firstVideoSchema = object({
  startsFrom: labelled(
    described(
      text().max(40),
      'What this audience already has that the agent starts from, in a few words, e.g. "A voice memo".',
    ),
    "Starts from",
  ),
  input: labelled(
    uniqueOnSite(
      described(
        text().max(240),
        'That material, quoted or summed up as the visitor would hand it over; no other page may use the same, e.g. "Four minutes recorded on a walk: why clients stall in week three, and the reset I teach".',
      ),
      "first video's material",
    ),
    "The material",
  ),
  title: labelled(
    described(text().max(70), 'The finished video\'s title, e.g. "The week-three reset".'),
    "Video title",
  ),
  script: labelled(
    itemsCalled(
      described(
        yup
          .array()
          .of(
            described(
              text().max(160),
              'One line of narration, as the agent would write it, e.g. "Week three is where most of my clients stall."',
            ),
          )
          .min(3, "must have 3 or 4 lines")
          .max(4, "must have 3 or 4 lines")
          .required(),
        'Three or four lines of the script the agent would write, in the audience\'s own words, e.g. "Week three is where most of my clients stall."',
      ),
      "line",
    ),
    "Script lines",
  ),
  scenes: labelled(
    itemsCalled(
      described(
        yup.array().of(sceneSchema).min(3, "must have 3 or 4 scenes").max(4, "must have 3 or 4 scenes").required(),
        'Three or four scenes, each with a name and what is seen, e.g. "The three-breath reset".',
      ),
      "scene",
    ),
    "Scenes",
  ),
  voice: labelled(
    described(
      text().max(70),
      'Who narrates and how it sounds, e.g. "Your cloned voice, calm and unhurried". Only what the product offers: a cloned voice, an AI voice or AI actors.',
    ),
    "Voice",
  ),
  languages: labelled(
    itemsCalled(
      described(
        yup
          .array()
          .of(languageName())
          .min(1, "must name at least one language")
          .max(4, "must name at most 4 languages")
          .required(),
        'The languages this audience needs first: the first one narrates, the others are captions, most needed first, e.g. "English" then "Spanish"; the page adds how many more the menu has.',
      ),
      "language",
    ),
    "Languages",
  ),
  minutes: labelled(
    described(
      yup
        .number()
        .strict()
        .oneOf([...FIRST_VIDEO.minutes], "must be one of the home prompt's lengths: ${values}")
        .required()
        .meta({ choices: Object.fromEntries(FIRST_VIDEO.minutes.map((minutes) => [minutes, lengthInWords(minutes)])) }),
      "The video's length, chosen among the home prompt's lengths, e.g. 3 minutes.",
    ),
    "Length in minutes",
  ),
  format: labelled(
    described(
      text().oneOf(Object.keys(VIDEO_FORMATS), "must be one of: ${values}").meta({ choices: VIDEO_FORMATS }),
      "The video's shape: landscape for YouTube, courses and websites, vertical for Reels, Shorts and TikTok, square for feeds, e.g. landscape.",
    ),
    "Shape",
  ),
});

export type FirstVideo = yup.InferType<typeof firstVideoSchema>;
