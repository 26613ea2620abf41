/**
 * Contracts of the product pages' copy: data/agent.json (/ai-agent) and data/project.json
 * (/project). The TypeScript types the pages use are inferred from these schemas, so the two cannot drift.
 */
import * as yup from "yup";
import { described, itemsCalled, labelled, text, type Contract } from "./contract";
import { pictureField } from "./pictures";

/**
 * Drawings in static/workflow/<name>.svg (a mock of each old step); data names them in the steps' `filename`.
 * @internal Exported for its tests only (knip --production).
 */
export const ARTWORK_NAMES = [
  "idea-sparks",
  "brief-written",
  "editor-search",
  "assets-sent",
  "first-draft",
  "feedback-cycle",
  "video-live",
] as const;

const SCENE_STATUSES = ["completed", "processing", "pending"] as const;

/** The spec's constants: 3 screenshots, 7 workflow steps, 18 feature cards. */
const SCREENSHOT_COUNT = 3;
const STEP_COUNT = 7;
const FEATURE_COUNT = 18;

const artwork = () => text().oneOf([...ARTWORK_NAMES], "must be one of: ${values}");
/**
 * A picture of the page: a PNG under data/images/<folder>/, features/ (tools/media/feature-images.ts draws them)
 * or screenshots/ (1600x1000 mock-ups of the /project screens); pictures.ts says what each must be.
 */
const dataImage = (kind: "feature" | "screenshot") => pictureField(kind).meta({ graphqlFile: "image" });
/** What a picture shows, for people who cannot see it (screen readers) and for search engines. */
const altText = () =>
  labelled(
    described(text().min(20), "What the picture shows, in a sentence, for people who cannot see it."),
    "Picture description",
  );
const object = <T extends yup.ObjectShape>(shape: T) => yup.object(shape).noUnknown().strict().required();
const list = <T extends yup.ObjectShape>(shape: T, length: number) =>
  yup.array().of(object(shape)).length(length).required();
const meta = {
  metaTitle: text().max(70),
  metaDescription: text().min(50).max(160),
};

const agentSchema = object({
  ...meta,
  hero: object({
    badge: text(),
    heading: text(),
    description: text(),
    secondaryLabel: labelled(text(), "Second button text"),
  }),
  screenshots: object({
    heading: text(),
    description: text(),
    slides: itemsCalled(
      list(
        { title: text(), image_name: labelled(dataImage("screenshot"), "Picture"), alt: altText() },
        SCREENSHOT_COUNT,
      ),
      "slide",
    ),
  }),
  workflow: object({
    heading: text(),
    description: text(),
    steps: itemsCalled(
      list({ heading: text(), subheading: text(), filename: labelled(artwork(), "Illustration") }, STEP_COUNT),
      "step",
    ),
  }),
  features: object({
    heading: text(),
    description: text(),
    items: itemsCalled(
      list(
        {
          heading: text(),
          subheading: text(),
          image_name: labelled(dataImage("feature"), "Picture"),
          image_alt: altText(),
        },
        FEATURE_COUNT,
      ),
      "feature card",
    ),
  }),
  closing: object({ heading: text(), subheading: text() }),
});

/** The scene detail's tabs, in order; data gives each a label and a description. */
const SCENE_TABS = ["overview", "audio", "sounds", "visuals", "video"] as const;
const sceneTabFields = () =>
  Object.fromEntries(SCENE_TABS.map((tab) => [tab, text()])) as Record<
    (typeof SCENE_TABS)[number],
    ReturnType<typeof text>
  >;

const flag = () => yup.boolean().strict().required();

const projectSchema = object({
  ...meta,
  script: object({
    badge: text(),
    heading: text(),
    description: text(),
    backLabel: text(),
    textareaLabel: labelled(text(), "Script box label"),
    placeholder: text(),
    hint: text(),
    analyzeLabel: text(),
    breakdownHeading: text(),
    sceneLabel: text(),
    totalLabel: text(),
    continueLabel: text(),
    breakdownEmpty: labelled(text(), "Breakdown panel before the script is analysed"),
  }),
  dashboard: object({
    badge: text(),
    projectTitle: text(),
    description: text(),
    backLabel: text(),
    settingsLabel: text(),
    exportLabel: text(),
    scenesHeading: text(),
    notice: text(),
    sampleNote: labelled(text(), "Note that the dashboard is a sample"),
    detail: object({
      tabsLabel: text(),
      tabs: object(sceneTabFields()),
      descriptions: object(sceneTabFields()),
      statusLabels: object({ completed: text(), processing: text(), pending: text() }),
      trackLabels: object({ audio: text(), sounds: text(), visuals: text(), video: text() }),
      generated: text(),
      ready: text(),
      pending: text(),
      statusLabel: text(),
      durationLabel: text(),
      progressLabel: text(),
      actions: object({
        play: text(),
        mute: text(),
        regenerate: text(),
        effects: text(),
        download: text(),
        preview: text(),
      }),
    }),
  }),
  // Issue 46: the page's way on, carrying the visitor's script to the waitlist as their first video's idea.
  join: object({ heading: text(), text: text(), label: text() }),
  scenes: itemsCalled(
    yup
      .array()
      .of(
        object({
          id: text().matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
          title: text(),
          status: text().oneOf([...SCENE_STATUSES], "must be one of: ${values}"),
          progress: yup.number().strict().integer("must be a whole number, e.g. 15").min(0).max(100).required(),
          duration: text().matches(/^\d+:[0-5]\d$/, "must be minutes and seconds, e.g. 1:05"),
          audioGenerated: flag(),
          soundEffects: flag(),
          visualsGenerated: flag(),
          videoReady: flag(),
        }),
      )
      .min(1)
      .required()
      .test(
        "unique-ids",
        "two scenes have the same ID: give each its own",
        (scenes) => new Set(scenes.map((s) => s.id)).size === scenes.length,
      ),
    "scene",
  ),
});

export type AgentPageData = yup.InferType<typeof agentSchema>;
export type ProjectPageData = yup.InferType<typeof projectSchema>;
export type MockScene = ProjectPageData["scenes"][number];
export type SceneStatus = (typeof SCENE_STATUSES)[number];
export type SceneTab = (typeof SCENE_TABS)[number];
export type SceneDetailCopy = ProjectPageData["dashboard"]["detail"];

export const contracts: Contract[] = [
  { pattern: "agent.json", title: "AI Agent page", schema: agentSchema },
  { pattern: "project.json", title: "Project demo page", schema: projectSchema },
];
