import * as React from "react";
import { clipLengthLabel, visibleVideos, type ClipLength, type ShowcaseVideo } from "../../lib/showcase";
import { InputTypeList } from "./InputTypeList";
import { ShowcasePlayer } from "./ShowcasePlayer";
import type { ShowcaseCopy } from "../../contracts/home";
import { SectionIntro } from "../sections/SectionIntro";
import { cardGridColumns } from "../../lib/card-grid";

interface ShowcaseProps {
  copy: Omit<ShowcaseCopy, "featured"> & { featured: ShowcaseCopy["featured"] & ClipLength };
  videos: ShowcaseVideo[];
}

/** The prompt a video was made from. */
function PromptLine({ text, className }: { text: string; className: string }) {
  return (
    <p className={`text-ink-soft ${className}`}>
      <span className="font-semibold text-ink">Prompt: </span>
      {text}
    </p>
  );
}

/** The clip's real length (read from its file when the site is built) and who such a video is for. */
function Meta({ clip, industry }: { clip: ClipLength; industry?: string | null }) {
  return (
    <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
      {clipLengthLabel(clip)}
      {industry ? ` · ${industry}` : ""}
    </p>
  );
}

/** One featured video, then example cards: four at first, all of them after "Show more videos". */
export function Showcase({ copy, videos }: ShowcaseProps) {
  const [expanded, setExpanded] = React.useState(false);
  const sectionRef = React.useRef<HTMLElement>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const collapsing = React.useRef(false);
  const { featured } = copy;

  // After "Show less" the list gets shorter under the visitor: bring the section's top back into view and put
  // focus on its heading, so keyboard users continue from what they see.
  React.useEffect(() => {
    if (expanded || !collapsing.current) return;
    collapsing.current = false;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    sectionRef.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [expanded]);

  const toggle = () => {
    if (expanded) collapsing.current = true;
    setExpanded(!expanded);
  };

  return (
    <section ref={sectionRef} aria-labelledby="showcase-heading" className="scroll-mt-20 bg-surface-alt">
      {/* Compact since issue 55: the walkthrough above shows the product, these are placeholder clips until real ones. */}
      <div className="container-page py-14 sm:py-16">
        <SectionIntro
          id="showcase-heading"
          heading={copy.heading}
          text={copy.subheading}
          large
          headingRef={headingRef}
        />

        <article
          aria-labelledby="showcase-featured-title"
          className="mt-8 grid items-center gap-6 rounded-card bg-surface p-4 shadow-card sm:p-5 md:grid-cols-5"
        >
          <div className="md:col-span-2">
            <ShowcasePlayer
              title={featured.videoTitle}
              videoUrl={featured.videoUrl}
              poster={featured.poster}
              captions={featured.captions}
              silent={featured.silent}
            />
          </div>
          <div className="md:col-span-3">
            <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-800">
              Featured
            </p>
            <h3 id="showcase-featured-title" className="mt-3 text-xl font-bold tracking-tight">
              {featured.videoTitle}
            </h3>
            <div className="mt-2">
              <Meta clip={featured} />
            </div>
            <PromptLine text={featured.promptText} className="mt-3" />
            <div className="mt-4">
              <InputTypeList types={featured.inputTypes} />
            </div>
          </div>
        </article>

        <ul
          id="showcase-list"
          aria-label="Example videos"
          className={`mt-8 grid gap-4 ${cardGridColumns(visibleVideos(videos, expanded).length)}`}
        >
          {visibleVideos(videos, expanded).map((video) => (
            <li key={video.id} className="flex flex-col rounded-card bg-surface p-3 shadow-card">
              <ShowcasePlayer
                title={video.videoTitle}
                videoUrl={video.videoUrl}
                poster={video.poster}
                captions={video.captions}
                silent={video.silent}
              />
              <div className="mt-3 flex flex-1 flex-col gap-1.5 px-1">
                <Meta clip={video} industry={video.industry} />
                <h3 className="font-semibold">{video.videoTitle}</h3>
                <PromptLine text={video.promptText} className="text-sm" />
                <div className="mt-auto pt-2">
                  <InputTypeList types={video.inputTypes} />
                </div>
              </div>
            </li>
          ))}
        </ul>

        {videos.length > visibleVideos(videos, false).length && (
          <div className="mt-8 text-center">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls="showcase-list"
              onClick={toggle}
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-surface px-6 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
            >
              {expanded ? copy.lessLabel : copy.moreLabel}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
