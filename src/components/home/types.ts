/** The shape of data/home.json; gatsby/contracts/home.ts checks the file against the same contract. */
import type { ShowcaseVideo } from "../../lib/showcase";

export interface Option {
  value: string;
  label: string;
}

export interface PromptCopy {
  inputLabel: string;
  placeholder: string;
  goLabelShort: string;
  goLabelLong: string;
  previewLabel: string;
  suggestionsLabel: string;
  suggestions: string[];
  languageLabel: string;
  languageDefault: string;
  durationLabel: string;
  /** Minutes; 0.5 reads "30 seconds". */
  durations: number[];
  durationDefault: number;
  modeLabel: string;
  modes: Option[];
  modeDefault: string;
  startWithLabel: string;
  startWith: Option[];
  startWithDefault: string;
}

export interface TemplateCopy {
  buttonLabel: string;
  heading: string;
  fieldLabel: string;
  placeholder: string;
  hint: string;
  cancelLabel: string;
  useLabel: string;
}

export interface ShowcaseCopy {
  heading: string;
  subheading: string;
  featured: Omit<ShowcaseVideo, "id" | "industry">;
  moreLabel: string;
  lessLabel: string;
}

export interface Era {
  name: string;
  period: string;
  description: string;
}

export interface Testimonial {
  quote: string;
  author: string;
}

export interface HomeContent {
  hero: { badge: string; heading: string; description: string };
  prompt: PromptCopy;
  template: TemplateCopy;
  showcase: ShowcaseCopy;
  timeline: { heading: string; subheading: string; eras: Era[] };
  testimonials: { heading: string; items: Testimonial[] };
  cta: { heading: string; subheading: string };
}

export interface Language {
  code: string;
  name: string;
}
