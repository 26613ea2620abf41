/**
 * data/pages/*.json (the copy of one-off pages such as /about, each rendered by src/pages/{slug}.tsx) and
 * data/sections.json (blocks shared by several pages).
 */
import * as yup from "yup";
import {
  described,
  ICON_NAMES,
  itemsCalled,
  labelled,
  metaDescription,
  metaTitle,
  object,
  optionalText,
  slug,
  text,
  texts,
  type Contract,
} from "./contract";
import { clipFields, localPoster } from "./media";
import { pictureField } from "./pictures";

const cardSchema = object({
  title: text(),
  description: text(),
  icon: described(
    yup
      .string()
      .strict()
      .nullable()
      .oneOf([...ICON_NAMES, null], "must be one of: ${values}")
      .meta({ widget: "icon" }),
    "An icon beside the title (optional).",
  ),
  meta: labelled(
    described(yup.string().strict().nullable(), 'A short label above the title, e.g. a department or "Step 2".'),
    "Label above the title",
  ),
});

const contentSectionSchema = object({
  id: labelled(
    described(slug(), "A short name that links straight to this section: our-story makes /about#our-story."),
    "Link name",
  ),
  heading: text(),
  intro: optionalText(),
  paragraphs: itemsCalled(yup.array().of(text()).nullable(), "paragraph"),
  list: labelled(itemsCalled(yup.array().of(text()).nullable(), "bullet point"), "Bullet list"),
  cards: itemsCalled(yup.array().of(cardSchema).nullable(), "card"),
  stats: itemsCalled(
    yup
      .array()
      .of(object({ value: text(), label: text() }).meta({ summary: "{{fields.value}} {{fields.label}}" }))
      .nullable(),
    "figure",
  ),
  quotes: itemsCalled(
    yup
      .array()
      .of(object({ quote: text(), author: text() }))
      .nullable(),
    "quote",
  ),
  video: yup
    .object({
      videoUrl: labelled(
        described(
          text().matches(/^\/videos\/[a-z0-9-]+\.mp4$/, "must be an .mp4 file under /videos/"),
          "The clip, an .mp4 file kept on this site, e.g. /videos/about-intro.mp4.",
        ),
        "Clip",
      ),
      poster: localPoster(),
      description: described(text(), "One or two sentences on what the clip shows (search engines show it)."),
      ...clipFields,
    })
    .noUnknown()
    .strict()
    .nullable()
    .optional()
    .default(undefined)
    .meta({ description: "A self-hosted clip shown under the heading, played on click." }),
});

const contentPageSchema = object({
  slug: labelled(
    described(
      slug(),
      "The page's address without the slash: about is /about. A new address needs a page design from a developer.",
    ),
    "Page address",
  ),
  metaTitle: metaTitle(),
  metaDescription: metaDescription(),
  socialImage: described(
    pictureField("social").optional(),
    "The picture a link to this page shows on social networks and in chats (at least 1200 x 630 pixels). " +
      "Without one, the page gets a card with its heading.",
  ),
  hero: object({ badge: text(), heading: text(), description: text() }),
  sections: itemsCalled(yup.array().of(contentSectionSchema).min(1).required(), "section"),
  closing: described(object({ heading: text(), subheading: text() }), "The closing call to action."),
});

const sharedSectionsSchema = object({
  // Each industry and use-case page writes its own three steps under the spec's fixed titles (solution-pages.ts).
  howItWorks: labelled(
    described(
      object({ heading: text() }),
      "The heading above the three steps on every industry and use-case page; each page writes its own steps.",
    ),
    '"How it works"',
  ),
  comparison: labelled(
    object({
      heading: text(),
      caption: text(),
      columns: itemsCalled(yup.array().of(text()).length(2).required(), "column heading"),
      rows: itemsCalled(
        yup
          .array()
          .of(object({ aspect: text(), traditional: text(), agent: text() }))
          .min(1)
          .required(),
        "row",
      ),
    }),
    "Comparison table",
  ),
  socialOrbit: labelled(
    described(
      object({ heading: text(), subheading: text(), channels: itemsCalled(texts(), "channel") }),
      "The home page's section. Industry and use-case pages share its heading and write their own text and channels.",
    ),
    '"You everywhere"',
  ),
});

export type ContentPage = yup.InferType<typeof contentPageSchema>;
export type ContentSection = yup.InferType<typeof contentSectionSchema>;
export type SharedSections = yup.InferType<typeof sharedSectionsSchema>;

export const contracts: Contract[] = [
  { pattern: "sections.json", title: "Shared sections", schema: sharedSectionsSchema },
  // Copy of one-off pages; each is rendered by src/pages/{slug}.tsx, which must exist.
  { pattern: "pages/*", title: "One-off pages", schema: contentPageSchema, pageFile: true },
];
