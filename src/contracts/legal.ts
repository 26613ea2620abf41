/** data/legal/*.json: one legal document per file, each a page at /{slug} (src/templates/legal-page.tsx). */
import * as yup from "yup";
import { described, metaDescription, metaTitle, object, slug, text, texts, type Contract } from "./contract";

export const legalDocumentSchema = object({
  slug: described(slug(), "The page's address without the slash: terms is /terms."),
  title: text(),
  metaTitle: metaTitle(),
  metaDescription: metaDescription(),
  lastUpdated: described(text(), 'Shown as "Last updated", e.g. "November 1, 2026".'),
  intro: texts(),
  sections: yup
    .array()
    .of(object({ id: slug(), heading: text(), paragraphs: texts(), items: yup.array().of(text()).optional() }))
    .min(1)
    .required(),
  retention: yup
    .object({
      heading: text(),
      caption: text(),
      rows: yup
        .array()
        .of(object({ data: text(), period: text(), note: text() }))
        .min(1)
        .required(),
    })
    .noUnknown()
    .strict()
    .default(undefined)
    .optional(),
});

export type LegalDocument = yup.InferType<typeof legalDocumentSchema>;

export const contracts: Contract[] = [
  {
    pattern: "legal/*",
    title: "A legal document, a page at /{slug}",
    schema: legalDocumentSchema,
    route: (key) => `/${key}`,
  },
];
