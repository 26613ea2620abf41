import * as React from "react";
import { buttonClasses } from "../ui/ButtonLink";
import { CountBadge, StepHeader } from "./StepHeader";
import {
  countWords,
  formatDuration,
  formatEstimate,
  formatSceneCount,
  formatWordCount,
  type ScriptAnalysis,
} from "../../lib/script";
import type { ProjectPageData } from "../../contracts/product";
import { LabelWithHint } from "../ui/LabelWithHint";
import { JoinCard } from "./JoinCard";

interface ScriptStepProps {
  copy: ProjectPageData["script"];
  joinCopy: ProjectPageData["join"];
  text: string;
  onTextChange: (text: string) => void;
  analysis: ScriptAnalysis | null;
  onAnalyze: () => void;
  onContinue: () => void;
  onBack: () => void;
}

/**
 * Step 1: the script, its live word count and, beside it on wide screens, the scene breakdown (once analysed; a
 * note saying where it will appear before) and the way to the waitlist with the script.
 */
export function ScriptStep({
  copy,
  joinCopy,
  text,
  onTextChange,
  analysis,
  onAnalyze,
  onContinue,
  onBack,
}: ScriptStepProps) {
  const words = countWords(text);
  const blank = text.trim() === "";
  const breakdownHeading = React.useRef<HTMLHeadingElement>(null);
  const analyze = () => {
    if (blank) return;
    onAnalyze();
  };

  // Move focus to the result the visitor asked for, so screen-reader users hear it.
  React.useEffect(() => {
    if (analysis) breakdownHeading.current?.focus();
  }, [analysis]);

  return (
    <div className="container-page py-10 sm:py-14">
      <StepHeader backLabel={copy.backLabel} onBack={onBack} badge={copy.badge} heading={copy.heading} />
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{copy.description}</p>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <LabelWithHint id="script-input" label={copy.textareaLabel} hint={copy.hint} />
          <textarea
            id="script-input"
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            placeholder={copy.placeholder}
            aria-describedby="script-input-hint script-word-count"
            spellCheck
            className="mt-3 block min-h-[400px] w-full resize-y rounded-card border border-line bg-surface p-5 text-base leading-relaxed text-ink shadow-card placeholder:text-ink-muted focus:border-brand-500 focus:outline-2 focus:outline-brand-600"
          />
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p id="script-word-count" className="text-sm font-semibold text-ink-soft">
              {formatWordCount(words)}
            </p>
            <button
              type="button"
              onClick={analyze}
              disabled={blank}
              className={buttonClasses(
                "primary",
                "disabled:cursor-not-allowed disabled:bg-line disabled:text-ink-muted disabled:shadow-none",
              )}
            >
              {copy.analyzeLabel}
            </button>
          </div>
        </div>

        <div className="space-y-6">
          {analysis ? (
            <section
              aria-labelledby="breakdown-heading"
              className="rounded-card border border-line bg-surface p-6 shadow-card"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2
                  id="breakdown-heading"
                  ref={breakdownHeading}
                  tabIndex={-1}
                  className="text-2xl font-bold focus:outline-none"
                >
                  {copy.breakdownHeading}
                </h2>
                <CountBadge>{formatSceneCount(analysis.scenes.length)}</CountBadge>
              </div>
              <ol className="mt-5 space-y-3">
                {analysis.scenes.map((scene, i) => (
                  <li key={i} className="flex items-start justify-between gap-4 rounded-xl bg-surface-alt p-4">
                    <div className="min-w-0">
                      <p className="font-semibold">
                        {copy.sceneLabel} {i + 1}
                      </p>
                      <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{scene.text}</p>
                      <p className="mt-1 text-sm text-ink-muted">{formatWordCount(scene.words)}</p>
                    </div>
                    <p className="shrink-0 font-semibold text-brand-700">~{formatDuration(scene.seconds)}</p>
                  </li>
                ))}
              </ol>
              <p className="mt-6 flex items-baseline justify-between gap-3 border-t border-line pt-5">
                <span className="text-ink-soft">{copy.totalLabel}</span>
                <span className="text-2xl font-bold">{formatEstimate(analysis.minutes)}</span>
              </p>
              <button type="button" onClick={onContinue} className={buttonClasses("primary", "mt-6 w-full")}>
                {copy.continueLabel}
              </button>
            </section>
          ) : (
            <p className="rounded-card border border-dashed border-line p-6 text-ink-muted">{copy.breakdownEmpty}</p>
          )}
          <JoinCard copy={joinCopy} script={text} />
        </div>
      </div>
    </div>
  );
}
