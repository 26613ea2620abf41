/** Lists used by single features: data/faq.json, data/jobs.json, data/dial-codes.json, data/languages.json. */
import * as yup from "yup";
import { described, labelled, object, slug, text, type Contract } from "./contract";

const faqItemSchema = object({
  id: labelled(
    described(
      slug(),
      "A short name that links straight to this question, e.g. captions makes /faq#captions; no other question may use it. Left empty, it is made from the question.",
    ).meta({ fromField: "question" }),
    "Link name",
  ),
  question: described(
    text(),
    'The question as a visitor would ask it, shown on the FAQ page, e.g. "Which AI models does Scriptreel use to generate videos?"',
  ),
  answer: described(
    text(),
    'The answer, shown when the question is opened, e.g. "Scriptreel works from a catalogue of media models…".',
  ),
}).meta({
  description:
    'The questions and answers of the FAQ page, in order, e.g. "Which AI models does Scriptreel use to generate videos?"',
});

const jobSchema = object({
  id: labelled(
    described(slug(), "A short name for the position, e.g. product-designer; no other position may use it."),
    "Short name",
  ),
  title: described(text(), 'The position\'s name on the careers page, e.g. "Senior AI Engineer".'),
  department: described(text(), 'The team the position is in, e.g. "Engineering".'),
  location: described(text(), 'Where the person works, e.g. "Bengaluru, India".'),
  type: described(text(), 'e.g. "Full-time".'),
  description: described(
    text(),
    'What the person will do, in a few sentences, e.g. "You will build the pipeline that turns a script into a finished video…".',
  ),
}).meta({ description: 'The open positions on the careers page, e.g. "Senior AI Engineer".' });

const dialCodeSchema = object({
  code: labelled(
    described(
      text().matches(/^\+\d{1,4}$/, "must be a plus sign and 1 to 4 digits"),
      "The number dialled before a phone number from this country, with its plus sign, e.g. +1.",
    ),
    "Dial code",
  ),
  country: labelled(
    described(
      text().matches(/^[A-Z]{2}(\/[A-Z]{2})*$/, "must be two capital letters, several joined by /, e.g. US/CA"),
      "Two capital letters, e.g. GB; several joined by /, e.g. US/CA.",
    ),
    "Country letters",
  ),
  fullCountryName: labelled(
    described(text(), 'The country\'s name in the phone menu of the forms, e.g. "United States / Canada".'),
    "Country name",
  ),
}).meta({
  summary: "{{fields.code}} {{fields.fullCountryName}}",
  description: 'The countries of the phone menu in the waitlist and contact forms, e.g. +1 "United States / Canada".',
});

const languageSchema = object({
  code: described(text().matches(/^[a-z]{3}$/, "must be a three-letter code"), "Three lower-case letters, e.g. eng."),
  name: described(text(), "The language's name in the prompt box's language menu, e.g. \"English\"."),
}).meta({ description: 'The languages of the prompt box\'s language menu on the home page, e.g. "English".' });

export type FaqItem = yup.InferType<typeof faqItemSchema>;
export type Job = yup.InferType<typeof jobSchema>;
export type Language = yup.InferType<typeof languageSchema>;

export const contracts: Contract[] = [
  {
    pattern: "faq.json",
    title: "FAQ questions",
    entryName: "question",
    schema: faqItemSchema,
    collection: { key: "id" },
  },
  {
    pattern: "jobs.json",
    title: "Open positions",
    entryName: "open position",
    schema: jobSchema,
    collection: { key: "id" },
  },
  {
    pattern: "dial-codes.json",
    title: "Phone dial codes",
    entryName: "dial code",
    schema: dialCodeSchema,
    collection: { key: "country" },
  },
  {
    pattern: "languages.json",
    title: "Prompt box languages",
    entryName: "language",
    schema: languageSchema,
    collection: { key: "code" },
  },
];
