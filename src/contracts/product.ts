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
    described(
      text().min(20),
      'What the picture shows, in a sentence, for people who cannot see it, e.g. "Scriptreel production dashboard with three scenes…".',
    ),
    "Picture description",
  );
const object = <T extends yup.ObjectShape>(shape: T) => yup.object(shape).noUnknown().strict().required();
const list = <T extends yup.ObjectShape>(shape: T, length: number) =>
  yup.array().of(object(shape)).length(length).required();
const meta = {
  metaTitle: described(
    text().max(70),
    "The browser tab's title and search result's headline, e.g. \"The AI Agent: From Prompt to Finished Video | Scriptreel\".",
  ),
  metaDescription: described(
    text().min(50).max(160),
    'The search result\'s summary: 50 to 160 characters, e.g. "Meet the Scriptreel AI Agent: it writes the script, casts voices…".',
  ),
};
const d = described;

const agentSchema = object({
  ...meta,
  hero: d(
    object({
      badge: d(text(), 'The small label above the main heading, e.g. "AI Agent".'),
      heading: d(
        text(),
        'The page\'s main heading, at the top of the page, e.g. "One agent between your idea and a finished video".',
      ),
      description: d(
        text(),
        'The paragraph under the main heading, e.g. "Type a prompt or paste a script, a document…".',
      ),
      secondaryLabel: labelled(
        d(
          text(),
          'The text of the button beside the first one, which opens the project preview, e.g. "Try the project preview".',
        ),
        "Second button text",
      ),
    }),
    'The top of the page: label, main heading, paragraph and buttons, e.g. "One agent between your idea and a finished video".',
  ),
  screenshots: d(
    object({
      heading: d(text(), 'The heading above the slides of screenshots, e.g. "See the Agent at work".'),
      description: d(
        text(),
        'The paragraph under that heading, e.g. "Three screens from the product: the script step…".',
      ),
      slides: d(
        itemsCalled(
          list(
            {
              title: d(text(), 'The slide\'s name, shown with its picture, e.g. "Production dashboard".'),
              image_name: labelled(
                d(
                  dataImage("screenshot"),
                  "The screenshot shown on the slide, chosen or uploaded in the library, e.g. the dashboard screen.",
                ),
                "Picture",
              ),
              alt: altText(),
            },
            SCREENSHOT_COUNT,
          ),
          "slide",
        ),
        'The three screenshots visitors page through, e.g. "Production dashboard".',
      ),
    }),
    'The slides of product screenshots, e.g. "See the Agent at work".',
  ),
  workflow: d(
    object({
      heading: d(
        text(),
        'The heading of the section on how video gets made today, e.g. "The way video gets made today is broken".',
      ),
      description: d(
        text(),
        'The paragraph under that heading, e.g. "A two-minute video still takes weeks, five people…".',
      ),
      steps: d(
        itemsCalled(
          list(
            {
              heading: d(text(), 'The step\'s name, e.g. "Idea sparks".'),
              subheading: d(
                text(),
                'A sentence or two on the step, under its name, e.g. "You know exactly what your audience needs to hear."',
              ),
              filename: labelled(
                d(artwork(), "The illustration shown beside the step, chosen from the list, e.g. idea sparks."),
                "Illustration",
              ),
            },
            STEP_COUNT,
          ),
          "step",
        ),
        'The seven steps of the old way of making a video, in order, e.g. "Idea sparks".',
      ),
    }),
    'The section on how video gets made today, step by step, e.g. "The way video gets made today is broken".',
  ),
  features: d(
    object({
      heading: d(
        text(),
        'The heading above the feature cards, e.g. "Everything a production team does, in one agent".',
      ),
      description: d(
        text(),
        'The paragraph under that heading, e.g. "The Agent handles the whole chain from words to a finished master…".',
      ),
      items: d(
        itemsCalled(
          list(
            {
              heading: d(text(), 'The card\'s title, e.g. "Writes the script".'),
              subheading: d(
                text(),
                'A sentence or two under the card\'s title, e.g. "Start from a one-line prompt and get a structured script…".',
              ),
              image_name: labelled(
                d(
                  dataImage("feature"),
                  "The picture on the card, chosen or uploaded in the library, e.g. the script writing picture.",
                ),
                "Picture",
              ),
              image_alt: altText(),
            },
            FEATURE_COUNT,
          ),
          "feature card",
        ),
        'The 18 cards, each a thing the Agent does, e.g. "Writes the script".',
      ),
    }),
    'The feature cards, e.g. "Everything a production team does, in one agent".',
  ),
  closing: d(
    object({
      heading: d(
        text(),
        'The heading of the call to action at the foot of the page, e.g. "Skip the seven steps. Keep the idea."',
      ),
      subheading: d(text(), 'The line under that heading, e.g. "Scriptreel is in early access. Join the waitlist…".'),
    }),
    'The call to action at the foot of the page, e.g. "Skip the seven steps. Keep the idea."',
  ),
});

/** The scene detail's tabs, in order; data gives each a label and a description. */
const SCENE_TABS = ["overview", "audio", "sounds", "visuals", "video"] as const;
const sceneTabFields = (hints: Record<(typeof SCENE_TABS)[number], string>) =>
  Object.fromEntries(SCENE_TABS.map((tab) => [tab, d(text(), hints[tab])])) as Record<
    (typeof SCENE_TABS)[number],
    ReturnType<typeof text>
  >;

const flag = (hint: string) => d(yup.boolean().strict().required(), hint);

const projectSchema = object({
  ...meta,
  script: d(
    object({
      badge: d(text(), 'The small label above the first step\'s heading, e.g. "Step 1 of 2".'),
      heading: d(text(), 'The first step\'s heading, where visitors paste a script, e.g. "Script Input".'),
      description: d(
        text(),
        'The paragraph under that heading, e.g. "Paste or type your script. Leave a blank line between scenes…".',
      ),
      backLabel: d(text(), 'The text of the link back to the previous page, e.g. "Back".'),
      textareaLabel: labelled(
        d(text(), 'The name above the box where visitors type their script, e.g. "Your script".'),
        "Script box label",
      ),
      placeholder: d(
        text(),
        'The grey sample text in the empty script box, e.g. "Scene one: what the viewer sees and hears first."',
      ),
      hint: d(text(), 'The help line under the script box, e.g. "Separate scenes with a blank line."'),
      analyzeLabel: d(text(), 'The text of the button that splits the script into scenes, e.g. "Analyze Script".'),
      breakdownHeading: d(text(), 'The heading of the panel listing the scenes, e.g. "Scene Breakdown".'),
      sceneLabel: d(text(), 'The word before each scene\'s number in that panel, e.g. "Scene".'),
      totalLabel: d(text(), 'The words before the total running time, e.g. "Estimated total duration".'),
      continueLabel: d(text(), 'The text of the button that goes on to the dashboard, e.g. "Continue to Production".'),
      breakdownEmpty: labelled(
        d(
          text(),
          'What the scenes panel says before anything is analysed, e.g. "Press Analyze Script and your scenes appear here…".',
        ),
        "Breakdown panel before the script is analysed",
      ),
    }),
    'The first step of the project preview, where visitors paste a script, e.g. "Script Input".',
  ),
  dashboard: d(
    object({
      badge: d(text(), 'The small label above the dashboard\'s heading, e.g. "Step 2 of 2".'),
      projectTitle: d(
        text(),
        "The sample project's name, the dashboard's heading, e.g. \"Welcome to the Team: Onboarding Series\".",
      ),
      description: d(
        text(),
        'The paragraph under that heading, e.g. "Each scene moves through audio, sound effects, visuals and the final video."',
      ),
      backLabel: d(text(), 'The text of the link back to the script step, e.g. "Back to script".'),
      settingsLabel: d(
        text(),
        'The text of the settings button (it does nothing in the preview), e.g. "Project Settings".',
      ),
      exportLabel: d(text(), 'The text of the export button (it does nothing in the preview), e.g. "Export".'),
      scenesHeading: d(text(), 'The heading of the list of scenes, e.g. "Scenes".'),
      notice: d(
        text(),
        'The line saying the buttons only show what they would do, e.g. "This is a preview: nothing is changed, generated or downloaded."',
      ),
      sampleNote: labelled(
        d(
          text(),
          'Tells visitors the dashboard shows a sample, not their script, e.g. "This is a sample project, not your script…".',
        ),
        "Note that the dashboard is a sample",
      ),
      detail: d(
        object({
          tabsLabel: d(text(), 'The name screen readers give the row of tabs, e.g. "Scene details".'),
          tabs: d(
            object(
              sceneTabFields({
                overview: 'The first tab\'s name, e.g. "Overview".',
                audio: 'The narration tab\'s name, e.g. "Audio".',
                sounds: 'The sound effects tab\'s name, e.g. "Sounds".',
                visuals: 'The pictures tab\'s name, e.g. "Visuals".',
                video: 'The finished scene tab\'s name, e.g. "Video".',
              }),
            ),
            'The names of the tabs of a scene\'s details, e.g. "Overview".',
          ),
          descriptions: d(
            object(
              sceneTabFields({
                overview: 'The line at the top of the first tab, e.g. "Where this scene stands across every track."',
                audio:
                  'The line at the top of the narration tab, e.g. "The narration for this scene, read in the cast voice."',
                sounds:
                  'The line at the top of the sound effects tab, e.g. "Sound effects and background music placed under the narration."',
                visuals:
                  'The line at the top of the pictures tab, e.g. "The shots, camera moves and B-roll made for this scene."',
                video:
                  'The line at the top of the finished scene tab, e.g. "The assembled scene with captions, overlays and your logo."',
              }),
            ),
            'The line at the top of each tab, e.g. "Where this scene stands across every track."',
          ),
          statusLabels: d(
            object({
              completed: d(text(), 'Shown on a finished scene, e.g. "Completed".'),
              processing: d(text(), 'Shown on a scene being made, e.g. "Processing".'),
              pending: d(text(), 'Shown on a scene not started, e.g. "Pending".'),
            }),
            'The words for where a scene stands, e.g. "Completed".',
          ),
          trackLabels: d(
            object({
              audio: d(text(), 'The narration track\'s name, e.g. "Audio".'),
              sounds: d(text(), 'The sound effects track\'s name, e.g. "SFX".'),
              visuals: d(text(), 'The pictures track\'s name, e.g. "Visuals".'),
              video: d(text(), 'The finished video track\'s name, e.g. "Video".'),
            }),
            'The names of a scene\'s tracks in the overview, e.g. "SFX".',
          ),
          generated: d(text(), 'Shown beside a track that is made, e.g. "Generated".'),
          ready: d(text(), 'Shown beside a finished video, e.g. "Ready".'),
          pending: d(text(), 'Shown beside a track not made yet, e.g. "Pending".'),
          statusLabel: d(text(), 'The name before a scene\'s state, e.g. "Status".'),
          durationLabel: d(text(), 'The name before a scene\'s running time, e.g. "Duration".'),
          progressLabel: d(text(), 'The name before a scene\'s progress bar, e.g. "Progress".'),
          actions: d(
            object({
              play: d(text(), 'The play button\'s text, e.g. "Play".'),
              mute: d(text(), 'The mute button\'s text, e.g. "Mute".'),
              regenerate: d(text(), 'The button that makes a track again, e.g. "Regenerate".'),
              effects: d(text(), 'The sound effects button\'s text, e.g. "Effects".'),
              download: d(text(), 'The download button\'s text, e.g. "Download".'),
              preview: d(text(), 'The preview button\'s text, e.g. "Preview".'),
            }),
            'The texts of the buttons in a scene\'s tabs (they do nothing in the preview), e.g. "Play".',
          ),
        }),
        'The words of a scene\'s details, shown when a visitor selects a scene, e.g. "Scene details".',
      ),
    }),
    'The second step of the project preview, a sample production dashboard, e.g. "Welcome to the Team: Onboarding Series".',
  ),
  // Issue 46: the page's way on, carrying the visitor's script to the waitlist as their first video's idea.
  join: d(
    object({
      heading: d(
        text(),
        'The heading of the box that invites visitors to the waitlist, e.g. "Make this script your first video".',
      ),
      text: d(text(), 'The sentence under that heading, e.g. "Video generation opens to the waitlist first."'),
      label: d(text(), 'The text of the button to the waitlist, e.g. "Join Waitlist".'),
    }),
    'The invitation to join the waitlist with the script, e.g. "Make this script your first video".',
  ),
  scenes: d(
    itemsCalled(
      yup
        .array()
        .of(
          object({
            id: d(
              text().matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
              "A short name of the scene, its own in the list, in lower-case words joined by hyphens, e.g. scene-1.",
            ),
            title: d(text(), 'The scene\'s name in the list, e.g. "Scene 1: A warm welcome".'),
            status: d(
              text().oneOf([...SCENE_STATUSES], "must be one of: ${values}"),
              "Where the scene stands, chosen from the list, e.g. completed.",
            ),
            progress: d(
              yup.number().strict().integer("must be a whole number, e.g. 15").min(0).max(100).required(),
              "How far along the scene is, in percent from 0 to 100, e.g. 100.",
            ),
            duration: d(
              text().matches(/^\d+:[0-5]\d$/, "must be minutes and seconds, e.g. 1:05"),
              "The scene's running time in minutes and seconds, e.g. 2:30.",
            ),
            audioGenerated: flag("On: the scene's narration shows as made. Off: as pending."),
            soundEffects: flag("On: the scene's sound effects show as made. Off: as pending."),
            visualsGenerated: flag("On: the scene's pictures show as made. Off: as pending."),
            videoReady: flag("On: the scene's finished video shows as ready. Off: as pending."),
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
    'The sample project\'s scenes on the dashboard, e.g. "Scene 1: A warm welcome".',
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
