import * as React from "react";
import type { FirstVideo } from "../../contracts/first-video";
import { VIDEO_FORMATS, type VideoFormat } from "../../contracts/values";
import { languagesInWords, lengthPlan, sceneClocks } from "../../lib/first-video";
import { SectionIntro } from "../sections/SectionIntro";

/** The five stages, in the order the agent works; the panel of each shows for a fifth of the loop (global.css). */
const WALKTHROUGH_STAGES = ["Input", "Script", "Scenes", "Voice", "Render"] as const;

/** The rendered frame in the video's own shape, about as large on the page whichever it is. */
const FRAME: Record<VideoFormat, string> = {
  landscape: "aspect-video w-full max-w-xs",
  vertical: "aspect-[9/16] w-32",
  square: "aspect-square w-44",
};

/** The first scenes are done, the next being drawn, the last queued: the /project dashboard's status colours. */
const SCENE_STATES = ["bg-success text-white", "bg-success text-white", "bg-info text-white"];
const SCENE_LABELS = ["Ready", "Ready", "Drawing"];

/** The spec's claim for every render: a 1080p master. */
const RESOLUTION = "1080p";

export interface WalkthroughProps {
  /** The section heading's id (one walkthrough a page). */
  id?: string;
  heading: string;
  subheading: string;
  /** What the example is: a preview of the interface, not a customer's video. Shown on the window's bar. */
  note: string;
  example: FirstVideo;
  /** How many languages the home prompt's list holds, for "and N more". */
  languageCount: number;
}

/**
 * The agent turning one input into a finished video, drawn with the /project dashboard's parts (cards, status
 * badges, progress bars). Pure markup and CSS, never hydrated: without reduced motion the five panels take turns in
 * one window (.walkthrough in global.css), with it they stand side by side as a still storyboard. Every panel stays
 * in the page and the accessibility tree; the hidden ones only have no opacity, so nothing moves the layout.
 */
export function Walkthrough({
  id = "walkthrough-heading",
  heading,
  subheading,
  note,
  example,
  languageCount,
}: WalkthroughProps) {
  const plan = lengthPlan(example.minutes);
  const clocks = sceneClocks(example.minutes, example.scenes.length);
  const [narration] = example.languages;
  const format = VIDEO_FORMATS[example.format as VideoFormat] ?? VIDEO_FORMATS.landscape;
  // Kept lean: this markup is on every audience page and the home page, whose document must fit TCP's first window.
  return (
    <section aria-labelledby={id} className="container-page py-14 sm:py-16">
      <SectionIntro id={id} heading={heading} text={subheading} align="center" />
      <AgentWindow note={note}>
        <Panel stage={0} title={`Starts from: ${example.startsFrom}`}>
          <blockquote className="walkthrough-card bg-surface-alt text-ink-soft">{example.input}</blockquote>
          <p className="mt-3 text-sm text-ink-muted">
            Asked for: {plan.clock} in {narration}, {format}
          </p>
        </Panel>
        <Panel stage={1} title={`Writing the script: about ${plan.words} words for ${plan.clock}`}>
          <p className="font-semibold">{example.title}</p>
          <ol className="mt-2 space-y-2 border-l-2 border-brand-200 pl-4 text-ink-soft">
            {example.script.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </Panel>
        <Panel stage={2} title={`Planning ${example.scenes.length} scenes with their visuals`}>
          <ol className={`grid gap-2 text-sm ${example.scenes.length === 4 ? "sm:grid-cols-2" : "md:grid-cols-3"}`}>
            {example.scenes.map((scene, index) => (
              <li key={scene.title} className="walkthrough-card">
                <b>
                  {index + 1}. {scene.title}
                </b>{" "}
                <span className={`walkthrough-badge ${SCENE_STATES[index] ?? "bg-line"}`}>
                  {SCENE_LABELS[index] ?? "Queued"}
                </span>
                <br />
                <span className="text-ink-muted">
                  {scene.visual} · {clocks[index]}
                </span>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel stage={3} title="Voice and captions">
          <dl className="walkthrough-facts">
            <dt>Voice</dt>
            <dd>{example.voice}</dd>
            <dt>Narration</dt>
            <dd>In {narration}</dd>
            <dt>Captions</dt>
            <dd>
              {languagesInWords(example.languages, languageCount)} in the list, as SRT and WebVTT, editable before
              download
            </dd>
          </dl>
        </Panel>
        <Panel stage={4} title={`Rendering “${example.title}”`}>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <div
              className={`flex shrink-0 flex-col justify-end rounded-lg bg-night p-3 text-white ${FRAME[example.format as VideoFormat] ?? FRAME.landscape}`}
            >
              <p className="text-balance font-semibold">{example.title}</p>
              <p className="mt-2 rounded bg-black/60 px-2 py-1 text-center text-xs">{example.script[0]}</p>
            </div>
            <div className="flex-1">
              <div className="h-2.5 overflow-hidden rounded-full bg-line" role="img" aria-label="Render progress">
                <div className="walkthrough-render h-full w-full origin-left rounded-full bg-success" />
              </div>
              <p className="mt-3 text-sm font-semibold text-ink-soft">
                {plan.clock} · {RESOLUTION} · {format} · {example.scenes.length} scenes
              </p>
            </div>
          </div>
        </Panel>
      </AgentWindow>
    </section>
  );
}

/**
 * The agent's window: its bar with what is shown (a preview, an example, a plan), the five stages, and the panels.
 * `still` keeps every panel in view (the visitor's own plan on the join page), whatever the motion setting.
 */
export function AgentWindow({ note, still, children }: { note: string; still?: boolean; children: React.ReactNode }) {
  return (
    <figure
      className={`walkthrough mx-auto mt-8 max-w-4xl overflow-hidden rounded-card border border-line bg-surface shadow-card${still ? "" : " walkthrough-moving"}`}
    >
      <figcaption className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line bg-surface-alt px-4 py-2.5 text-xs text-ink-muted">
        <span className="flex gap-1.5" aria-hidden="true">
          <span className="h-2.5 w-2.5 rounded-full bg-accent-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-brand-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-line" />
        </span>
        <span className="font-semibold text-ink-soft">Scriptreel Agent</span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">{note}</span>
      </figcaption>
      <ol className="walkthrough-stages grid grid-cols-5 border-b border-line text-center text-[0.7rem] font-semibold text-ink-muted sm:text-xs">
        {WALKTHROUGH_STAGES.map((stage, index) => (
          <li key={stage} className="walkthrough-stage px-1 py-2" style={{ "--stage": index } as React.CSSProperties}>
            <span className="block text-ink-soft" aria-hidden="true">
              {index + 1}
            </span>
            {stage}
          </li>
        ))}
      </ol>
      <div className="walkthrough-panels p-4 sm:p-6">{children}</div>
    </figure>
  );
}

export function Panel({ stage, title, children }: { stage: number; title: string; children: React.ReactNode }) {
  return (
    <div className="walkthrough-panel" style={{ "--stage": stage } as React.CSSProperties}>
      <p className="mb-3 flex items-center gap-2 text-sm font-semibold text-brand-700">
        <span
          className="flex h-5 w-5 items-center justify-center rounded-full bg-brand-100 text-xs text-brand-800"
          aria-hidden="true"
        >
          {stage + 1}
        </span>
        <span>
          <span className="sr-only">Step {stage + 1}: </span>
          {title}
        </span>
      </p>
      {children}
    </div>
  );
}

export function Chip({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1 rounded-full bg-brand-50 px-2.5 py-1">
      <dt className="text-ink-muted">{term}:</dt>
      <dd className="font-semibold text-brand-800">{value}</dd>
    </div>
  );
}
