import * as React from "react";
import { buttonClasses } from "../ui/ButtonLink";
import { CountBadge, StepHeader } from "./StepHeader";
import { SceneDetail } from "./SceneDetail";
import { progressFill, StatusBadge } from "./StatusBadge";
import { formatSceneCount } from "../../lib/script";
import type { MockScene, ProjectPageData } from "../../contracts/product";
import { StrokeIcon } from "../ui/Icon";

interface ProductionDashboardProps {
  copy: ProjectPageData["dashboard"];
  scenes: MockScene[];
  onBack: () => void;
  /** The way to the waitlist, with the visitor's script, below the sample. */
  join: React.ReactNode;
}

/**
 * Step 2: the spec's sample project (not the visitor's script, and it says so), its scenes with their progress and
 * the selected scene's detail; then the way to the waitlist with the visitor's script.
 */
export function ProductionDashboard({ copy, scenes, onBack, join }: ProductionDashboardProps) {
  const [selectedId, setSelectedId] = React.useState(scenes[0]?.id);
  const [notice, setNotice] = React.useState("");
  const selected = scenes.find((scene) => scene.id === selectedId) ?? scenes[0];
  const { detail } = copy;
  // Every static action answers in the same polite status line, so nothing seems broken and nothing happens.
  const onStaticAction = () => setNotice(copy.notice);

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <StepHeader backLabel={copy.backLabel} onBack={onBack} badge={copy.badge} heading={copy.projectTitle}>
          <CountBadge>{formatSceneCount(scenes.length)}</CountBadge>
        </StepHeader>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={onStaticAction}>
            <StrokeIcon d="M4 6h10m4 0h2M4 12h4m4 0h8M4 18h12m4 0h0M14 4v4M8 10v4M16 16v4" />
            {copy.settingsLabel}
          </button>
          <button type="button" className={buttonClasses("primary")} onClick={onStaticAction}>
            <StrokeIcon d="M12 3v12m-5-5 5 5 5-5M4 21h16" />
            {copy.exportLabel}
          </button>
        </div>
      </div>
      <p className="mt-3 max-w-2xl rounded-lg bg-brand-50 px-4 py-3 font-medium text-ink" role="note">
        {copy.sampleNote}
      </p>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{copy.description}</p>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-info">
        {notice}
      </p>

      <div className="mt-6 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="scene-list-heading">
          <h2 id="scene-list-heading" className="text-xl font-bold">
            {copy.scenesHeading}
          </h2>
          <ul className="mt-4 space-y-4">
            {scenes.map((scene) => {
              const isSelected = scene.id === selected?.id;
              return (
                <li
                  key={scene.id}
                  className={`relative rounded-card border bg-surface p-5 shadow-card ${isSelected ? "border-brand-500 ring-2 ring-brand-500" : "border-line"}`}
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h3 className="font-semibold">
                      {/* The button's after-element covers the card, so the whole card selects the scene. */}
                      <button
                        type="button"
                        onClick={() => setSelectedId(scene.id)}
                        aria-current={isSelected ? "true" : undefined}
                        className="text-left after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-brand-700"
                      >
                        {scene.title}
                      </button>
                    </h3>
                    <StatusBadge status={scene.status} label={detail.statusLabels[scene.status]} />
                  </div>
                  <div className="mt-3 flex items-center justify-between text-sm text-ink-muted">
                    <p>
                      {detail.durationLabel}: <span className="font-semibold text-ink-soft">{scene.duration}</span>
                    </p>
                    <p className="font-semibold text-ink-soft">{scene.progress}%</p>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={`${scene.title}: ${detail.progressLabel.toLowerCase()}`}
                    aria-valuenow={scene.progress}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    className="mt-2 h-2.5 overflow-hidden rounded-full bg-line"
                  >
                    <div
                      className={`h-full rounded-full ${progressFill[scene.status]}`}
                      style={{ width: `${scene.progress}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
        {selected && <SceneDetail key={selected.id} scene={selected} copy={detail} onStaticAction={onStaticAction} />}
      </div>
      {join}
    </div>
  );
}
