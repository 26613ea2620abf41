import * as React from "react";
import { graphql } from "gatsby";
import type { ContentSection } from "../../contracts/content-pages";
import { IconTile } from "../ui/Icon";
import { CheckList } from "./CheckList";
import { cardGridColumns } from "../../lib/card-grid";
import { useSharedSections } from "../../hooks/use-shared-sections";

/** A content section's h2 (id `{section.id}-heading`) and its intro, if it has one. */
export function ContentSectionHeading({ section }: { section: ContentSection }) {
  return (
    <>
      <h2 id={`${section.id}-heading`} className="max-w-3xl heading-section">
        {section.heading}
      </h2>
      {section.intro && <p className="mt-4 max-w-3xl text-lg text-ink-muted">{section.intro}</p>}
    </>
  );
}

const hasItems = (items: readonly unknown[] | null | undefined) => Boolean(items && items.length > 0);

/** Only words: paragraphs (and perhaps an intro), no stats, cards, quotes or list to fill the width beside them. */
const isTextOnly = (section: ContentSection) =>
  hasItems(section.paragraphs) &&
  !hasItems(section.stats) &&
  !hasItems(section.cards) &&
  !hasItems(section.quotes) &&
  !hasItems(section.list);

/**
 * A section of words alone. On wide screens the heading takes a side column and the text the rest, at a reading
 * measure, instead of one narrow column with half the page empty beside it; on phones they stack.
 */
function TextSection({ section }: { section: ContentSection }) {
  return (
    <div className="container-page py-14 sm:py-20 lg:grid lg:grid-cols-12 lg:gap-x-12">
      <h2
        id={`${section.id}-heading`}
        className="max-w-3xl heading-section lg:sticky lg:top-24 lg:col-span-4 lg:self-start"
      >
        {section.heading}
      </h2>
      <div className="lg:col-span-8">
        {section.intro && <p className="mt-4 max-w-3xl text-lg text-ink-muted lg:mt-1 lg:text-xl">{section.intro}</p>}
        <div className={`prose-copy max-w-3xl text-ink-soft lg:text-lg ${section.intro ? "mt-6" : "mt-6 lg:mt-1"}`}>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Renders one section of a content page from its data: whichever of intro, paragraphs, stats, cards, quotes and list it has. */
export function ContentSectionBlock({
  section,
  tone = "plain",
}: {
  section: ContentSection;
  tone?: "plain" | "tinted";
}) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className={tone === "tinted" ? "bg-surface-alt" : ""}
    >
      {isTextOnly(section) ? <TextSection section={section} /> : <SectionBody section={section} />}
    </section>
  );
}

/**
 * What every group of quotes on the site says beside it (data/sections.json, illustrativeQuotes): the quotes are
 * the team's illustrations of what people told us they want, not customers' words (issue 55).
 */
export function QuotesNote() {
  const { illustrativeQuotes } = useSharedSections();
  return <p className="mt-6 max-w-3xl text-sm text-ink-muted italic">{illustrativeQuotes.note}</p>;
}

/** Heading, intro and whatever else the section has, stacked. */
function SectionBody({ section }: { section: ContentSection }) {
  return (
    <div className="container-page py-14 sm:py-20">
      <ContentSectionHeading section={section} />
      {section.paragraphs && section.paragraphs.length > 0 && (
        <div className="prose-copy mt-6 max-w-3xl text-ink-soft">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
      {section.stats && section.stats.length > 0 && (
        <dl className={`mt-10 grid gap-6 ${cardGridColumns(section.stats.length)}`}>
          {section.stats.map((stat) => (
            // The number first, its label under it (dt stays first in the markup, as a <dl> wants; the flex column
            // lets order-first lift the number); the number on one line (issue 55: "1 billion" broke at 390 px).
            <div key={stat.label} className="flex flex-col rounded-card border border-line bg-surface p-6">
              <dt className="mt-1 text-sm text-ink-muted">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold whitespace-nowrap text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.cards && section.cards.length > 0 && (
        <ul className={`mt-10 grid gap-6 ${cardGridColumns(section.cards.length)}`}>
          {section.cards.map((card) => (
            <li key={card.title} className="rounded-card border border-line bg-surface p-6 shadow-card">
              {card.icon && <IconTile name={card.icon} />}
              {card.meta && (
                <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-brand-700">{card.meta}</p>
              )}
              <h3 className="mt-3 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-sm text-ink-muted">{card.description}</p>
            </li>
          ))}
        </ul>
      )}
      {section.quotes && section.quotes.length > 0 && <QuotesNote />}
      {section.quotes && section.quotes.length > 0 && (
        <ul className={`mt-6 grid gap-6 ${cardGridColumns(section.quotes.length)}`}>
          {section.quotes.map((quote) => (
            <li key={quote.author}>
              <figure className="h-full rounded-card bg-surface p-6 shadow-card">
                <blockquote className="text-ink-soft">“{quote.quote}”</blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-ink">{quote.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {section.list && section.list.length > 0 && <CheckList items={section.list} />}
    </div>
  );
}

/** Every section of a content page, alternating backgrounds. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <ContentSectionBlock key={section.id} section={section} tone={index % 2 === 1 ? "tinted" : "plain"} />
      ))}
    </>
  );
}

/**
 * Everything a content page needs from data/pages/{slug}.json; use as `pagesJson(slug: { eq: "vision" }) { ...ContentPageFields }`.
 * @public Gatsby reads the fragment from the exported graphql tag; no module imports it.
 */
export const contentPageFields = graphql`
  fragment ContentPageFields on PagesJson {
    slug
    metaTitle
    metaDescription
    socialImage
    hero {
      badge
      heading
      description
    }
    sections {
      id
      heading
      intro
      paragraphs
      list
      cards {
        title
        description
        icon
        meta
      }
      stats {
        value
        label
      }
      quotes {
        quote
        author
      }
      video {
        videoUrl
        poster
        description
        captions
        uploadDate
        clipSeconds
      }
    }
    closing {
      heading
      subheading
    }
  }
`;
