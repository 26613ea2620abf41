import * as React from "react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import type { AgentPageData } from "../../contracts/product";

type Features = AgentPageData["features"];
/** A feature as the page query returns it: its copy, plus the picture its `image_name` points at. */
export type FeatureItem = Features["items"][number] & {
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
};

/** What the Agent does, one card per capability, each with a still of the Agent's own interface. */
export function FeatureGrid({ heading, description, items }: Omit<Features, "items"> & { items: FeatureItem[] }) {
  return (
    <section aria-labelledby="features-heading" className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-heading" className="heading-section sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-3 text-lg text-ink-muted">{description}</p>
      </div>
      <ul aria-labelledby="features-heading" className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const picture = item.image?.childImageSharp?.gatsbyImageData;
          // The contract checks the path's shape; a missing file must stop the build, not ship an empty card.
          if (!picture)
            throw new Error(`data/agent.json: feature "${item.heading}": no picture at data/${item.image_name}`);
          return (
            <li
              key={item.heading}
              className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
            >
              <GatsbyImage image={picture} alt={item.image_alt} className="rounded-xl" />
              <div className="px-1 pb-1">
                <h3 className="text-lg font-semibold">{item.heading}</h3>
                <p className="mt-2 text-ink-muted">{item.subheading}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
