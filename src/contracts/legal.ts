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
  slug: labelled(described(slug(), "The page's address without the slash, e.g. terms for /terms."), "Page address"),
  title: described(text(), 'The document\'s main heading, at the top of the page, e.g. "Privacy Policy".'),
  metaTitle: metaTitle(),
  metaDescription: metaDescription(),
  lastUpdated: described(text(), 'Shown as "Last updated", e.g. "November 1, 2026".'),
  intro: described(
    itemsCalled(
      texts('One paragraph of the opening, e.g. "This policy explains what personal data Scriptreel collects…".'),
      "paragraph",
    ),
    'The paragraphs under the main heading, before the first section, e.g. "This policy explains what personal data Scriptreel collects…".',
  ),
  sections: described(
    itemsCalled(
      yup
        .array()
        .of(
          object({
            id: labelled(
              described(
                slug(),
                "A short name that links straight to this section, e.g. who-we-are makes /privacy#who-we-are.",
              ),
              "Link name",
            ),
            heading: described(text(), 'The section\'s heading, e.g. "Who we are".'),
            paragraphs: described(
              itemsCalled(
                texts('One paragraph of the section, e.g. "Scriptreel runs the website at https://scriptreel.video…".'),
                "paragraph",
              ),
              'The section\'s paragraphs, in order, e.g. "Scriptreel runs the website at https://scriptreel.video…".',
            ),
            items: labelled(
              described(
                itemsCalled(
                  yup
                    .array()
                    .of(
                      described(
                        text(),
                        'One point of the list, e.g. "Waitlist and contact forms: your name, e-mail address…".',
                      ),
                    )
                    .optional(),
                  "bullet point",
                ),
                'Points shown as a list with dots, after the paragraphs (optional), e.g. "Waitlist and contact forms: your name, e-mail address…".',
              ),
              "Bullet list",
            ),
          }),
        )
        .min(1)
        .required(),
      "section",
    ),
    'The document\'s sections, in order, each with a heading and its text, e.g. "Who we are".',
  ),
  retention: yup
    .object({
      heading: described(text(), 'The heading above the table of how long data is kept, e.g. "How long we keep data".'),
      caption: described(
        text(),
        'The line that says what the table shows, read with the table, e.g. "Retention periods for each type of data."',
      ),
      rows: described(
        itemsCalled(
          yup
            .array()
            .of(
              object({
                data: described(text(), 'The kind of data, in the first column, e.g. "Logs".'),
                period: described(text(), 'How long it is kept, e.g. "10 weeks".'),
                note: described(
                  text(),
                  'What the data is, in a sentence, e.g. "Technical and security logs of activity on the site, the service and the API."',
                ),
              }),
            )
            .min(1)
            .required(),
          "row",
        ),
        'The table\'s rows, one a kind of data, e.g. "Logs".',
      ),
    })
    .noUnknown()
    .strict()
    .default(undefined)
    .optional()
    .meta({
      description:
        'A table of how long each kind of data is kept, after the sections (optional), e.g. "How long we keep data".',
    }),
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
