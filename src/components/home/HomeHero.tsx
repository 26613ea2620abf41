import * as React from "react";
import { PromptBox } from "./PromptBox";
import { Sparkles } from "./Sparkles";
import type { HomeContent } from "../../contracts/home";
import type { Language } from "../../contracts/lists";
import { Island } from "../../islands/Island";
import { Static } from "../../islands/Static";

interface HomeHeroProps {
  hero: HomeContent["hero"];
  prompt: HomeContent["prompt"];
  template: HomeContent["template"];
  languages: Language[];
}

export function HomeHero({ hero, prompt, template, languages }: HomeHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 to-surface">
      <Static>
        <Sparkles count={40} besideText />
      </Static>
      <div className="container-page py-16 text-center sm:py-24">
        <Static>
          <p
            data-og-badge=""
            className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-800"
          >
            {hero.badge}
          </p>
          <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            {hero.heading}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-muted">{hero.description}</p>
        </Static>
        <Island wake="idle" name="prompt-box">
          <PromptBox copy={prompt} template={template} languages={languages} />
        </Island>
      </div>
    </section>
  );
}
