import * as React from "react";
import { GatsbyImage } from "gatsby-plugin-image";
import { Carousel } from "./Carousel";
import { pictureOf, type WithPicture } from "./picture";
import type { AgentPageData } from "../../contracts/product";
import { SectionIntro } from "../sections/SectionIntro";

type Screenshots = AgentPageData["screenshots"];
export type ScreenshotSlide = WithPicture<Screenshots["slides"][number]>;

// The pictures are 1600x1000 mock-ups of the product's /project screens (data/images/screenshots/), shown at a
// fixed 8:5 ratio so nothing shifts; data/agent.json gives each its title and alt text.
export function ProductScreenshots({
  heading,
  description,
  slides,
}: Omit<Screenshots, "slides"> & { slides: ScreenshotSlide[] }) {
  return (
    <section aria-labelledby="screenshots-heading" className="container-page py-16 sm:py-20">
      <SectionIntro id="screenshots-heading" heading={heading} text={description} align="center" />
      <div className="mt-10">
        <Carousel
          label="Product screenshots"
          slides={slides.map((slide) => ({
            title: slide.title,
            content: (
              <GatsbyImage
                image={pictureOf(slide, `screenshot "${slide.title}"`)}
                alt={slide.alt}
                className="h-full w-full"
              />
            ),
          }))}
        />
      </div>
    </section>
  );
}
