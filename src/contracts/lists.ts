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
  question: text(),
  answer: text(),
});

const jobSchema = object({
  id: labelled(
    described(slug(), "A short name for the position, e.g. product-designer; no other position may use it."),
    "Short name",
  ),
  title: text(),
  department: text(),
  location: text(),
  type: described(text(), 'e.g. "Full-time".'),
  description: text(),
});

const dialCodeSchema = object({
  code: labelled(text().matches(/^\+\d{1,4}$/, "must be a plus sign and 1 to 4 digits"), "Dial code"),
  country: labelled(
    described(
      text().matches(/^[A-Z]{2}(\/[A-Z]{2})*$/, "must be two capital letters, several joined by /, e.g. US/CA"),
      "Two capital letters, e.g. GB; several joined by /, e.g. US/CA.",
    ),
    "Country letters",
  ),
  fullCountryName: labelled(text(), "Country name"),
}).meta({ summary: "{{fields.code}} {{fields.fullCountryName}}" });

const languageSchema = object({
  code: described(text().matches(/^[a-z]{3}$/, "must be a three-letter code"), "Three lower-case letters, e.g. eng."),
  name: text(),
});

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
