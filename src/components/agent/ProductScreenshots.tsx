import * as React from "react";
import { GatsbyImage, withArtDirection } from "gatsby-plugin-image";
import { Carousel } from "./Carousel";
import { phonePictureOf, pictureOf, type PhonePicture, type WithPicture } from "./picture";
import type { AgentPageData } from "../../contracts/product";
import { SectionIntro } from "../sections/SectionIntro";
import { Island } from "../../islands/Island";
import { Static } from "../../islands/Static";

type Screenshots = AgentPageData["screenshots"];
export type ScreenshotSlide = WithPicture<Screenshots["slides"][number]>;

/** Below Tailwind's sm breakpoint the carousel shows the phone views; keep the two in step. */
const PHONE_MEDIA = "(max-width: 639px)";

// The pictures are 1600x1000 mock-ups of the product's /project screens (data/images/screenshots/), shown at a
// fixed 8:5 ratio so nothing shifts; data/agent.json gives each its title and alt text. Shrunk to a phone's width
// their words would be 4 px tall, so phones get each screen laid out for a phone instead (720x1000, 18:25, its
// smallest words 12 px: data/images/screenshots/phone/, drawn by tools/media/phone-screenshots.ts).
export function ProductScreenshots({
  heading,
  description,
  slides,
  phones,
}: Omit<Screenshots, "slides"> & { slides: ScreenshotSlide[]; phones: PhonePicture[] }) {
  return (
    <section aria-labelledby="screenshots-heading" className="container-page py-16 sm:py-20">
      <Static>
        <SectionIntro id="screenshots-heading" heading={heading} text={description} align="center" />
      </Static>
      {/* Wakes when seen, so its slides start moving then and not before. */}
      <Island wake="visible" name="carousel" className="mt-10 block">
        <Carousel
          label="Product screenshots"
          frameClassName="aspect-[18/25] sm:aspect-[8/5]"
          slides={slides.map((slide) => ({
            title: slide.title,
            fullSize: slide.image?.publicURL ?? undefined,
            // The picture itself is static: the carousel only fades its slides, so the image is never hydrated and
            // ships without gatsby-plugin-image's fade-in script and <noscript> copy (build/image-markup.ts).
            content: (
              <Static className="contents">
                <GatsbyImage
                  image={withArtDirection(pictureOf(slide, `screenshot "${slide.title}"`), [
                    { media: PHONE_MEDIA, image: phonePictureOf(slide, phones) },
                  ])}
                  alt={slide.alt}
                  className="h-full w-full"
                />
              </Static>
            ),
          }))}
        />
      </Island>
    </section>
  );
}
