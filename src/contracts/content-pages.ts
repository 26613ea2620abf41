/**
 * data/pages/*.json (the copy of one-off pages such as /about, each rendered by src/pages/{slug}.tsx) and
 * data/sections.json (blocks shared by several pages).
 */
import * as yup from "yup";
import {
  illustrativeAuthor,
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

const d = described;
const cardSchema = object({
  title: d(text(), 'The card\'s title, in bold, e.g. "Users in the room".'),
  description: d(
    text(),
    'A sentence or two under the card\'s title, e.g. "Everyone on the team talks to early-access users."',
  ),
  icon: described(
    yup
      .string()
      .strict()
      .nullable()
      .oneOf([...ICON_NAMES, null], "must be one of: ${values}")
      .meta({ widget: "icon" }),
    "An icon beside the title (optional), chosen from the icons shown, e.g. the people icon.",
  ),
  meta: labelled(
    described(yup.string().strict().nullable(), 'A short label above the title, e.g. a department or "Step 2".'),
    "Label above the title",
  ),
});

const contentSectionSchema = object({
  id: labelled(
    described(slug(), "A short name that links straight to this section, e.g. vision makes /about#vision."),
    "Link name",
  ),
  heading: d(text(), 'The section\'s heading, e.g. "Meet the founder".'),
  intro: d(optionalText(), 'A short paragraph under the heading (optional), e.g. "The short version of what we do."'),
  paragraphs: d(
    itemsCalled(
      yup
        .array()
        .of(d(text(), 'One paragraph of the section, e.g. "Maya started Scriptreel after years of watching experts…".'))
        .nullable(),
      "paragraph",
    ),
    'The section\'s paragraphs, in order (optional), e.g. "Maya started Scriptreel after years of watching experts…".',
  ),
  list: labelled(
    d(
      itemsCalled(
        yup.array().of(d(text(), 'One point of the list, e.g. "We never sell your personal data."')).nullable(),
        "bullet point",
      ),
      'Points shown as a list with dots, after the paragraphs (optional), e.g. "We never sell your personal data."',
    ),
    "Bullet list",
  ),
  cards: d(
    itemsCalled(yup.array().of(cardSchema).nullable(), "card"),
    'Boxes side by side, each with a title and a few words (optional), e.g. "Users in the room".',
  ),
  stats: d(
    itemsCalled(
      yup
        .array()
        .of(
          object({
            value: d(text(), 'The figure in large type, e.g. "99.9%".'),
            label: d(text(), 'What the figure counts, under it, e.g. "uptime".'),
          }).meta({ summary: "{{fields.value}} {{fields.label}}" }),
        )
        .nullable(),
      "figure",
    ),
    'Key figures in large type (optional), e.g. "99.9%" uptime.',
  ),
  quotes: d(
    itemsCalled(
      yup
        .array()
        .of(
          object({
            quote: d(
              text(),
              'A result the team wrote from what people told us they want, in the words such a person would use, e.g. "I gave it the first chapter of my novel…".',
            ),
            author: d(
              illustrativeAuthor(),
              'The kind of person it is written for, a role and no name, ending "(illustrative)", e.g. "Novelist (illustrative)".',
            ),
          }),
        )
        .nullable(),
      "quote",
    ),
    'Illustrative quotes (optional): the product has no customers to quote yet, so the team writes them and the site says so beside them, e.g. "Novelist (illustrative)".',
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
      description: described(
        text(),
        'One or two sentences on what the clip shows (search engines show it), e.g. "Eight seconds on what Scriptreel does: type an idea, get a finished video."',
      ),
      ...clipFields,
    })
    .noUnknown()
    .strict()
    .nullable()
    .optional()
    .default(undefined)
    .meta({
      description:
        "A self-hosted clip shown under the heading, played on click, e.g. the about page's eight-second intro.",
    }),
});

const contentPageSchema = object({
  slug: labelled(
    described(
      slug(),
      "The page's address without the slash, e.g. about for /about. A new address needs a page design from a developer.",
    ),
    "Page address",
  ),
  metaTitle: metaTitle(),
  metaDescription: metaDescription(),
  socialImage: described(
    pictureField("social").optional(),
    "The picture a link to this page shows on social networks and in chats (at least 1200 x 630 pixels). " +
      'Without one, the page gets a card with its heading, e.g. "We build the shortest path from an idea to a finished video" for the about page.',
  ),
  hero: d(
    object({
      badge: d(text(), 'The small label above the main heading, e.g. "About Scriptreel".'),
      heading: d(
        text(),
        'The page\'s main heading, at the top of the page, e.g. "We build the shortest path from an idea to a finished video".',
      ),
      description: d(
        text(),
        'The paragraph under the main heading, e.g. "Scriptreel is a small team of engineers, designers and storytellers."',
      ),
    }),
    'The top of the page: label, main heading and paragraph, e.g. "We build the shortest path from an idea to a finished video".',
  ),
  sections: d(
    itemsCalled(yup.array().of(contentSectionSchema).min(1).required(), "section"),
    'The page\'s sections, in order, each with a heading and its text, e.g. "Meet the founder".',
  ),
  closing: described(
    object({
      heading: d(
        text(),
        'The heading of the call to action at the foot of the page, e.g. "Make your first video with us".',
      ),
      subheading: d(text(), 'The line under that heading, e.g. "Join the waitlist for early access."'),
    }),
    'The closing call to action, e.g. "Make your first video with us".',
  ),
});

const sharedSectionsSchema = object({
  // The walkthrough of a first video on every industry and use-case page (src/components/walkthrough/): each page
  // gives its own example (firstVideo), these words frame it.
  walkthrough: labelled(
    d(
      object({
        heading: d(text(), 'The heading above the example, e.g. "Watch the agent plan your first video".'),
        subheading: d(text(), 'The sentence under it, e.g. "One piece of material in, one finished video out."'),
        note: d(
          text(),
          'The line that says what the example is, e.g. "A preview of the product\'s interface in early access: an example plan, not a video a customer made."',
        ),
      }),
      'The words around the first video example on every industry and use-case page, e.g. the heading "Watch the agent plan a first video"; each page gives its own example.',
    ),
    '"First video" walkthrough',
  ),
  // Each industry and use-case page writes its own three steps under the spec's fixed titles (solution-pages.ts).
  howItWorks: labelled(
    described(
      object({
        heading: d(
          text(),
          'The heading above the three steps, e.g. "From your material to finished videos in three steps".',
        ),
      }),
      'The heading above the three steps on every industry and use-case page; each page writes its own steps, e.g. "From your material to finished videos in three steps".',
    ),
    '"How it works"',
  ),
  comparison: labelled(
    d(
      object({
        heading: d(text(), 'The heading above the table, e.g. "Traditional production versus the AI agent".'),
        caption: d(
          text(),
          'The line that says what the table compares, read with the table, e.g. "What it takes to ship one finished explainer video".',
        ),
        columns: d(
          itemsCalled(
            yup.array().of(d(text(), 'The heading of one column, e.g. "Traditional production".')).length(2).required(),
            "column heading",
          ),
          'The headings of the two columns compared: the old way first, then Scriptreel, e.g. "Scriptreel AI agent".',
        ),
        rows: d(
          itemsCalled(
            yup
              .array()
              .of(
                object({
                  aspect: d(text(), 'What the row compares, in the first column, e.g. "Time from script to master".'),
                  traditional: d(
                    text(),
                    'The old way, under the first column heading, e.g. "One to three weeks of briefs, shoots and edit rounds".',
                  ),
                  agent: d(text(), 'With Scriptreel, under the second column heading, e.g. "Under 10 minutes".'),
                }),
              )
              .min(1)
              .required(),
            "row",
          ),
          'The table\'s rows, one a thing compared, e.g. "Time from script to master".',
        ),
      }),
      'The table comparing the old way of making a video with Scriptreel, on industry and use-case pages and the waitlist page, e.g. "Traditional production versus the AI agent".',
    ),
    "Comparison table",
  ),
  socialOrbit: labelled(
    described(
      object({
        heading: d(text(), 'The section\'s heading, e.g. "You everywhere".'),
        subheading: d(
          text(),
          'The paragraph under the heading, e.g. "One idea becomes the long video, the short clips…".',
        ),
        channels: d(
          itemsCalled(texts('A place the videos go, e.g. "YouTube".'), "channel"),
          'The places shown around the circle on the home page, e.g. "YouTube" and "LinkedIn".',
        ),
      }),
      'The home page\'s section. Industry and use-case pages share its heading and write their own text and channels, e.g. "You everywhere".',
    ),
    '"You everywhere"',
  ),
  illustrativeQuotes: labelled(
    d(
      object({
        note: d(
          text(),
          "Shown with every group of quotes on the site (the home page's, the waitlist page's, the partners page's): they are written by the team, not said by customers, e.g. \"Illustrative: written by our team to show the kind of result we are building for, not quotes from customers.\"",
        ),
      }),
      'Until real customers can be quoted, the quotes on the site are scenarios the team wrote from what people told us they want; this note says so beside each group, e.g. "Illustrative: written by our team…".',
    ),
    "Note on the quotes",
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
