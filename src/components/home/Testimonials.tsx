import * as React from "react";
import type { Testimonial } from "../../contracts/home";
import { cardGridColumns } from "../../lib/card-grid";
import { QuotesNote } from "../sections/ContentSections";

export function Testimonials({ heading, items }: { heading: string; items: Testimonial[] }) {
  return (
    <section aria-labelledby="testimonials-heading" className="container-page py-20">
      <h2 id="testimonials-heading" className="heading-section sm:text-4xl">
        {heading}
      </h2>
      <QuotesNote />
      <ul aria-label="Testimonials" className={`mt-6 grid gap-6 ${cardGridColumns(items.length)}`}>
        {items.map((item) => (
          <li key={item.author} className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
            <figure className="flex h-full flex-col">
              <blockquote className="flex-1 text-ink-soft">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-5 text-sm font-semibold text-ink">{item.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
