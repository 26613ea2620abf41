import * as React from "react";
import { Artwork } from "./Artwork";
import type { AgentPageData } from "../../contracts/product";

type Features = AgentPageData["features"];

/** What the Agent does, one card per capability. */
export function FeatureGrid({ heading, description, items }: Features) {
  return (
    <section aria-labelledby="features-heading" className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-heading" className="heading-section sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-3 text-lg text-ink-muted">{description}</p>
      </div>
      <ul aria-labelledby="features-heading" className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.heading}
            className="flex flex-col gap-4 rounded-card border border-line bg-surface p-6 shadow-card"
          >
            <Artwork name={item.image_name} />
            <h3 className="text-lg font-semibold">{item.heading}</h3>
            <p className="text-ink-muted">{item.subheading}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
