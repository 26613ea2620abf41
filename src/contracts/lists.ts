/** Lists used by single features: data/faq.json, data/jobs.json, data/dial-codes.json, data/languages.json. */
import * as yup from "yup";
import { described, object, slug, text, type Contract } from "./contract";

export const faqItemSchema = object({
  id: described(slug(), "Kebab-case and unique; the question's #anchor."),
  question: text(),
  answer: text(),
});

export const jobSchema = object({
  id: described(slug(), "Kebab-case and unique."),
  title: text(),
  department: text(),
  location: text(),
  type: described(text(), 'e.g. "Full-time".'),
  description: text(),
});

export const dialCodeSchema = object({
  code: text().matches(/^\+\d{1,4}$/, "must be a plus sign and 1 to 4 digits"),
  country: text().matches(/^[A-Z]{2}(\/[A-Z]{2})*$/, "must be upper-case region codes joined by /"),
  fullCountryName: text(),
});

export const languageSchema = object({
  code: described(text().matches(/^[a-z]{3}$/, "must be a three-letter code"), "ISO 639-3 code, e.g. eng."),
  name: text(),
});

export type FaqItem = yup.InferType<typeof faqItemSchema>;
export type Job = yup.InferType<typeof jobSchema>;
export type DialCode = yup.InferType<typeof dialCodeSchema>;
export type Language = yup.InferType<typeof languageSchema>;

export const contracts: Contract[] = [
  { pattern: "faq.json", title: "The FAQ page's questions", schema: faqItemSchema, collection: { key: "id" } },
  { pattern: "jobs.json", title: "Open positions on /career", schema: jobSchema, collection: { key: "id" } },
  {
    pattern: "dial-codes.json",
    title: "Phone dial codes offered by the forms",
    schema: dialCodeSchema,
    collection: { key: "country" },
  },
  {
    pattern: "languages.json",
    title: "Languages offered by the home page's prompt box",
    schema: languageSchema,
    collection: { key: "code" },
  },
];
