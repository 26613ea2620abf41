import * as React from "react";
import { navigate } from "gatsby";
import { ScriptStep } from "./ScriptStep";
import { ProductionDashboard } from "./ProductionDashboard";
import { JoinCard } from "./JoinCard";
import { analyzeScript, type ScriptAnalysis } from "../../lib/script";
import type { ProjectPageData } from "../../contracts/product";

type Step = "script" | "dashboard";

/**
 * The two-step mock: script, then dashboard (Continue to Production), then script again (Back). The script is kept
 * across both, and both offer the waitlist with it as the first video's idea (JoinCard).
 */
export function ProjectView({ data }: { data: ProjectPageData }) {
  const [step, setStep] = React.useState<Step>("script");
  const [text, setText] = React.useState("");
  const [analysis, setAnalysis] = React.useState<ScriptAnalysis | null>(null);
  const changedStep = React.useRef(false);

  // After a step change, the new step's h1 takes focus (and scrolls into view), as a page load would.
  React.useEffect(() => {
    if (!changedStep.current) return;
    document.getElementById("project-step-heading")?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    changedStep.current = true;
    setStep(next);
  };

  const leave = () => {
    // The spec: Back on the script step goes back in browser history. A visitor who opened the page directly
    // has nothing to go back to, so they go home instead of nowhere.
    if (window.history.length > 1) window.history.back();
    else navigate("/");
  };

  if (step === "dashboard") {
    return (
      <ProductionDashboard
        copy={data.dashboard}
        scenes={data.scenes}
        onBack={() => goTo("script")}
        join={<JoinCard copy={data.join} script={text} className="mt-10" />}
      />
    );
  }
  return (
    <ScriptStep
      copy={data.script}
      joinCopy={data.join}
      text={text}
      onTextChange={(value) => {
        setText(value);
        // An analysis describes the text it was made from; editing the script asks for a fresh one.
        setAnalysis(null);
      }}
      analysis={analysis}
      onAnalyze={() => setAnalysis(analyzeScript(text))}
      onContinue={() => goTo("dashboard")}
      onBack={leave}
    />
  );
}
