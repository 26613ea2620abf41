import * as React from "react";
import { FIRST_VIDEO } from "../../contracts/signup-fields";
import { firstVideoFrom, minutesInWords } from "../../lib/idea";
import { clock, languagesInWords, lengthPlan } from "../../lib/first-video";
import { SectionIntro } from "../sections/SectionIntro";
import { AgentWindow, Chip, Panel } from "./Walkthrough";

const START_WITH: Record<string, string> = {
  audio: "Audio",
  script: "A script",
  document: "A document",
  "web-link": "A web link",
};

export interface IdeaPlanProps {
  /** The address's query (the idea and choices the home prompt or /project sent); the browser's own when absent. */
  search?: string;
  /** The language list, for the language's name and "and N more". */
  languages: readonly { code: string; name: string }[];
}

/**
 * The join page's answer to an idea (issue 55): the walkthrough's window with the visitor's own idea as the input,
 * her language and length, and what that length means for the agent (scenes, words of narration). Labelled as the
 * plan the agent would start from: nothing here is generated. Choices she did not make are not stated as hers; the
 * length the plan is drawn for is then the prompt's default, and says so. Nothing without an idea.
 */
export function IdeaPlan({ search: given, languages }: IdeaPlanProps) {
  // The static page is built without a query: the address is read once mounted, so hydration matches the HTML.
  const [search, setSearch] = React.useState(given ?? "");
  React.useEffect(() => {
    if (given === undefined) setSearch(window.location.search);
  }, [given]);
  const { idea, choices } = firstVideoFrom(search);
  if (!idea) return null;
  const chosenMinutes = choices.minutes ? Number(choices.minutes) : undefined;
  const minutes = chosenMinutes ?? FIRST_VIDEO.defaults.minutes;
  const plan = lengthPlan(minutes);
  const language = choices.language ? languages.find((entry) => entry.code === choices.language)?.name : undefined;
  const lengthWords = chosenMinutes
    ? `${minutesInWords(String(chosenMinutes))}, as you chose`
    : `${minutesInWords(String(minutes))}, the usual length (you can change it)`;
  return (
    <section aria-labelledby="idea-plan-heading" className="container-page pb-4 pt-12">
      <SectionIntro
        id="idea-plan-heading"
        heading="The plan the agent would start from"
        text="Your idea as the agent's input, and what your choices mean for the video. It is a plan, not a generated video: the agent makes the video once your seat is ready."
        align="center"
      />
      <AgentWindow note="Your idea, planned: an early-access preview of the interface" still>
        <Panel stage={0} title="Your idea">
          <blockquote className="rounded-lg border border-line bg-surface-alt p-4 text-ink-soft [overflow-wrap:anywhere]">
            <p>{idea}</p>
          </blockquote>
          {(language || chosenMinutes || choices.startWith || choices.mode) && (
            <dl className="mt-4 flex flex-wrap gap-2 text-xs">
              {language && <Chip term="Language" value={language} />}
              {chosenMinutes && <Chip term="Length" value={clock(chosenMinutes * 60)} />}
              {choices.mode && <Chip term="Mode" value={choices.mode} />}
              {choices.startWith && <Chip term="Starting from" value={START_WITH[choices.startWith] ?? ""} />}
            </dl>
          )}
        </Panel>
        <Panel stage={1} title={`About ${plan.words} words of narration`}>
          <p className="text-ink-soft">
            At 150 words a minute for {lengthWords}. The agent writes the script from your idea
            {language ? ` in ${language}` : ""}, and you can change any line before anything is drawn.
          </p>
        </Panel>
        <Panel stage={2} title={`About ${plan.scenes} ${plan.scenes === 1 ? "scene" : "scenes"}`}>
          <p className="text-ink-soft">
            About one scene every 45 seconds, each with its own visuals, camera moves and on-screen text.
          </p>
        </Panel>
        <Panel stage={3} title="Voice and captions">
          <p className="text-ink-soft">
            {language ? `Narrated in ${language}` : "Narrated in the language you pick"} by an AI voice, with captions
            you can edit. The list has{" "}
            {language ? languagesInWords([language], languages.length) : `${languages.length} languages`}.
          </p>
        </Panel>
        <Panel stage={4} title={`A ${plan.clock} master in 1080p`}>
          <p className="text-ink-soft">Rendered as one file, with the captions as SRT and WebVTT beside it.</p>
        </Panel>
      </AgentWindow>
    </section>
  );
}
