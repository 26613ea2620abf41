import * as React from "react";
import { buttonClasses } from "../ui/ButtonLink";
import { StatusBadge } from "./StatusBadge";
import type { MockScene, SceneDetailCopy, SceneTab } from "../../contracts/product";
import { StrokeIcon } from "../ui/Icon";

// The contract's SCENE_TABS, repeated here so the page bundle does not pull in the contract (and yup).
const SCENE_TABS = ["overview", "audio", "sounds", "visuals", "video"] as const satisfies readonly SceneTab[];

interface SceneDetailProps {
  scene: MockScene;
  copy: SceneDetailCopy;
  /** Called by the static actions (Regenerate, Effects, Download, Preview): the preview changes nothing. */
  onStaticAction: (label: string) => void;
}

const secondary = buttonClasses("secondary");
/** The same button, greyed out while its part of the scene is not ready. */
const secondaryUntilReady = `${secondary} disabled:cursor-not-allowed disabled:opacity-60`;

/** The selected scene: tabs Overview, Audio, Sounds, Visuals, Video (WAI-ARIA tabs, automatic activation). */
export function SceneDetail({ scene, copy, onStaticAction }: SceneDetailProps) {
  const [active, setActive] = React.useState<SceneTab>("overview");
  const [playing, setPlaying] = React.useState(false);
  const [muted, setMuted] = React.useState(false);
  const tabRefs = React.useRef<Partial<Record<SceneTab, HTMLButtonElement | null>>>({});
  const id = React.useId();

  const generated = (done: boolean) => (done ? copy.generated : copy.pending);
  const tracks: { key: Exclude<SceneTab, "overview">; label: string; value: string; done: boolean }[] = [
    { key: "audio", label: copy.trackLabels.audio, value: generated(scene.audioGenerated), done: scene.audioGenerated },
    { key: "sounds", label: copy.trackLabels.sounds, value: generated(scene.soundEffects), done: scene.soundEffects },
    {
      key: "visuals",
      label: copy.trackLabels.visuals,
      value: generated(scene.visualsGenerated),
      done: scene.visualsGenerated,
    },
    {
      key: "video",
      label: copy.trackLabels.video,
      value: scene.videoReady ? copy.ready : copy.pending,
      done: scene.videoReady,
    },
  ];

  const select = (tab: SceneTab) => {
    setActive(tab);
    tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = SCENE_TABS.indexOf(active);
    const last = SCENE_TABS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    select(SCENE_TABS[next[event.key]]);
  };

  /**
   * A track's tab: its status, then its controls (if any) and its static actions ([label, disabled]), which only
   * answer in the status line.
   */
  const trackPanel = (
    key: Exclude<SceneTab, "overview">,
    actions: [string, boolean?][],
    controls?: React.ReactNode,
  ) => {
    const track = tracks.find((t) => t.key === key)!;
    return (
      <div className="space-y-4">
        <p className="flex items-center justify-between gap-3 rounded-xl bg-surface-alt px-4 py-3">
          <span className="text-ink-soft">{track.label}</span>
          <span className={`font-semibold ${track.done ? "text-success" : "text-ink-muted"}`}>{track.value}</span>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {controls}
          {actions.map(([label, disabled = false]) => (
            <button
              key={label}
              type="button"
              className={secondaryUntilReady}
              disabled={disabled}
              onClick={() => onStaticAction(label)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
    );
  };

  const panels: Record<SceneTab, React.ReactNode> = {
    overview: (
      <dl className="grid gap-3 sm:grid-cols-2">
        {[
          [copy.statusLabel, <StatusBadge key="s" status={scene.status} label={copy.statusLabels[scene.status]} />],
          [copy.durationLabel, scene.duration],
          [copy.progressLabel, `${scene.progress}%`],
          ...tracks.map((t) => [
            t.label,
            <span key={t.key} className={t.done ? "text-success" : "text-ink-muted"}>
              {t.value}
            </span>,
          ]),
        ].map(([term, value]) => (
          <div
            key={String(term)}
            className="flex items-center justify-between gap-3 rounded-xl bg-surface-alt px-4 py-3"
          >
            <dt className="text-ink-soft">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    ),
    audio: trackPanel(
      "audio",
      [[copy.actions.regenerate]],
      <>
        <button
          type="button"
          aria-pressed={playing}
          disabled={!scene.audioGenerated}
          onClick={() => setPlaying((value) => !value)}
          className={secondaryUntilReady}
        >
          <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" focusable="false" fill="currentColor">
            <path d={playing ? "M7 5h3v14H7zM14 5h3v14h-3z" : "M8 5v14l11-7z"} />
          </svg>
          {copy.actions.play}
        </button>
        <button type="button" aria-pressed={muted} onClick={() => setMuted((value) => !value)} className={secondary}>
          <StrokeIcon
            d={muted ? "M4 9v6h4l5 4V5L8 9H4Zm13 0 4 6m0-6-4 6" : "M4 9v6h4l5 4V5L8 9H4Zm13 0a4 4 0 0 1 0 6"}
          />
          {copy.actions.mute}
        </button>
      </>,
    ),
    sounds: trackPanel("sounds", [[copy.actions.effects], [copy.actions.regenerate]]),
    visuals: trackPanel("visuals", [[copy.actions.preview, !scene.visualsGenerated], [copy.actions.regenerate]]),
    video: trackPanel("video", [
      [copy.actions.preview, !scene.videoReady],
      [copy.actions.download, !scene.videoReady],
    ]),
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-w-0 rounded-card border border-line bg-surface p-6 shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-2xl font-bold">
          {scene.title}
        </h2>
        <StatusBadge status={scene.status} label={copy.statusLabels[scene.status]} />
      </div>
      <div
        role="tablist"
        aria-label={copy.tabsLabel}
        className="mt-5 flex justify-between border-b border-line sm:justify-start sm:gap-1"
      >
        {SCENE_TABS.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(node) => {
                tabRefs.current[tab] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
              onKeyDown={onKeyDown}
              // Spread over the row in a smaller size on a phone: every tab is seen without scrolling sideways.
              className={`-mb-px min-h-11 border-b-2 px-1 text-xs font-semibold sm:shrink-0 sm:px-3 sm:text-sm ${selected ? "border-brand-600 text-brand-700" : "border-transparent text-ink-muted hover:text-ink"}`}
            >
              {copy.tabs[tab]}
            </button>
          );
        })}
      </div>
      {SCENE_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-panel-${tab}`}
          aria-labelledby={`${id}-tab-${tab}`}
          tabIndex={0}
          hidden={tab !== active}
          className="pt-5"
        >
          {tab === active && (
            <>
              <p className="mb-4 text-ink-muted">{copy.descriptions[tab]}</p>
              {panels[tab]}
            </>
          )}
        </div>
      ))}
    </section>
  );
}
