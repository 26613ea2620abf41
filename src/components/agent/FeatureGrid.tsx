import * as React from "react";
import { GatsbyImage } from "gatsby-plugin-image";
import { pictureOf, type WithPicture } from "./picture";
import type { AgentPageData } from "../../contracts/product";
import { SectionIntro } from "../sections/SectionIntro";
import { cardGridColumns } from "../../lib/card-grid";

type Features = AgentPageData["features"];
export type FeatureItem = WithPicture<Features["items"][number]>;

/** What the Agent does, one card per capability, each with a still of the Agent's own interface. */
export function FeatureGrid({ heading, description, items }: Omit<Features, "items"> & { items: FeatureItem[] }) {
  return (
    <section aria-labelledby="features-heading" className="container-page py-16 sm:py-24">
      <SectionIntro id="features-heading" heading={heading} text={description} align="center" large />
      <ul aria-labelledby="features-heading" className={`mt-12 grid gap-5 ${cardGridColumns(items.length)}`}>
        {items.map((item) => (
          <li
            key={item.heading}
            className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
          >
            <GatsbyImage
              image={pictureOf(item, `feature "${item.heading}"`)}
              alt={item.image_alt}
              className="rounded-xl"
            />
            <div className="px-1 pb-1">
              <h3 className="text-lg font-semibold">{item.heading}</h3>
              <p className="mt-2 text-ink-muted">{item.subheading}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
