/** data/legal/*.json: one legal document per file, each a page at /{slug} (src/templates/legal-page.tsx). */
import * as yup from "yup";
import {
  described,
  itemsCalled,
  labelled,
  metaDescription,
  metaTitle,
  object,
  slug,
  text,
  texts,
  type Contract,
} from "./contract";

const legalDocumentSchema = object({
  slug: labelled(described(slug(), "The page's address without the slash: terms is /terms."), "Page address"),
  title: text(),
  metaTitle: metaTitle(),
  metaDescription: metaDescription(),
  lastUpdated: described(text(), 'Shown as "Last updated", e.g. "November 1, 2026".'),
  intro: itemsCalled(texts(), "paragraph"),
  sections: itemsCalled(
    yup
      .array()
      .of(
        object({
          id: labelled(
            described(slug(), "A short name that links straight to this section: cookies makes /privacy#cookies."),
            "Link name",
          ),
          heading: text(),
          paragraphs: itemsCalled(texts(), "paragraph"),
          items: labelled(itemsCalled(yup.array().of(text()).optional(), "bullet point"), "Bullet list"),
        }),
      )
      .min(1)
      .required(),
    "section",
  ),
  retention: yup
    .object({
      heading: text(),
      caption: text(),
      rows: itemsCalled(
        yup
          .array()
          .of(object({ data: text(), period: text(), note: text() }))
          .min(1)
          .required(),
        "row",
      ),
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
    title: "Legal documents",
    schema: legalDocumentSchema,
    route: (key) => `/${key}`,
  },
];
