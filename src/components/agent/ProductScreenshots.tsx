import * as React from "react";
import { StaticImage } from "gatsby-plugin-image";
import { Carousel } from "./Carousel";
import type { AgentPageData } from "../../contracts/product";

type Screenshots = AgentPageData["screenshots"];

// StaticImage needs literal props (its Babel plugin reads them at build time; no variables, no spreads), so the
// pictures are listed here. data/agent.json describes them (title and alt text) in this same order. They are
// 1600x1000 mock-ups of the product's /project screens, shown at a fixed 8:5 ratio so nothing shifts.
export function ProductScreenshots({ heading, description, slides }: Screenshots) {
  const pictures = [
    <StaticImage
      key="dashboard"
      src="../../images/agent/dashboard.png"
      alt={slides[0].alt}
      layout="constrained"
      width={1200}
      aspectRatio={1.6}
      placeholder="dominantColor"
      className="h-full w-full"
    />,
    <StaticImage
      key="script"
      src="../../images/agent/script.png"
      alt={slides[1].alt}
      layout="constrained"
      width={1200}
      aspectRatio={1.6}
      placeholder="dominantColor"
      className="h-full w-full"
    />,
    <StaticImage
      key="scene"
      src="../../images/agent/scene-detail.png"
      alt={slides[2].alt}
      layout="constrained"
      width={1200}
      aspectRatio={1.6}
      placeholder="dominantColor"
      className="h-full w-full"
    />,
  ];
  return (
    <section aria-labelledby="screenshots-heading" className="container-page py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="screenshots-heading" className="heading-section">
          {heading}
        </h2>
        <p className="mt-3 text-lg text-ink-muted">{description}</p>
      </div>
      <div className="mt-10">
        <Carousel
          label="Product screenshots"
          slides={slides.map((slide, i) => ({ title: slide.title, content: pictures[i] }))}
        />
      </div>
    </section>
  );
}
