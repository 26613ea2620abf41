/**
 * The content manager speaks the editors' guide's words: no label, hint or refusal message generated into
 * cms/config.json contains a code word (null, true, kebab-case, {slug}, h1, a file path, a field key, an index), and
 * Decap's own words, as cms/decap/locale.ts leaves them, name no entry, post or collection, in sentence case.
 * The checker itself is shown failing on made-up texts, so a pass means something.
 */
import fs from "fs";
import path from "path";
import { codeWordsIn } from "../src/contracts/generate/code-words";
import { ADMIN_PHRASES, LOCAL_PUBLISH_QUESTION, adminLocale } from "./decap/locale";
import type { DecapField } from "../src/contracts/generate/cms-config";

/** Decap's own English (decap-cms-locales' `en`), read from its module as it is shipped. */
const decapEnglish = new Function(
  fs
    .readFileSync(path.resolve(__dirname, "../node_modules/decap-cms-locales/dist/esm/en/index.js"), "utf8")
    .replace("export default en;", "return en;"),
)() as Record<string, unknown>;

/** Every text of a locale by its place: "workflow.workflow.newPost" → "New Post". */
function textsOf(locale: unknown, at: string[] = []): [string, string][] {
  if (typeof locale === "string") return [[at.join("."), locale]];
  if (!locale || typeof locale !== "object") return [];
  return Object.entries(locale).flatMap(([key, value]) => textsOf(value, [...at, key]));
}

/** Decap's words for its things, which the site calls pages, sections and changes. */
const DECAP_WORDS = /\b(entry|entries|post|posts|collections?|quick add|editorial)\b/i;

const config = JSON.parse(fs.readFileSync(path.resolve(__dirname, "config.json"), "utf8")) as {
  collections: DecapField[];
};

/** Every text an editor reads in the form, with where it is: "faq › Questions › Anchor (hint)". */
function editorTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  const visit = (field: DecapField, where: string) => {
    const here = `${where} › ${String(field.label ?? field.name)}`;
    for (const key of ["label", "label_singular", "hint"] as const) {
      if (typeof field[key] === "string") texts.push({ where: `${here} (${key})`, text: field[key] as string });
    }
    if (Array.isArray(field.pattern)) texts.push({ where: `${here} (message)`, text: String(field.pattern[1]) });
    for (const inner of (field.fields as DecapField[] | undefined) ?? []) visit(inner, here);
    if (field.field) visit(field.field as DecapField, here);
  };
  for (const collection of config.collections) {
    const where = String(collection.name);
    texts.push({ where: `${where} (label)`, text: String(collection.label) });
    for (const field of (collection.fields as DecapField[] | undefined) ?? []) visit(field, where);
    for (const file of (collection.files as DecapField[] | undefined) ?? []) {
      texts.push({ where: `${where} › file (label)`, text: String(file.label) });
      for (const field of file.fields as DecapField[]) visit(field, where);
    }
  }
  return texts;
}

test("no generated label, hint or message contains a code word", () => {
  const texts = editorTexts();
  expect(texts.length).toBeGreaterThan(300); // the walk reaches the nested fields
  const found = texts.flatMap(({ where, text }) => codeWordsIn(text).map((word) => `${where}: "${text}" has ${word}`));
  expect(found).toEqual([]);
});

test("Decap's own words that the content manager sets (buttons, questions, notices) contain no code word", () => {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string")
      texts.push(value.replace(/%\{\w+\}/g, "")); // Decap's placeholders
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(ADMIN_PHRASES);
  expect(texts.length).toBeGreaterThan(15);
  expect(texts.flatMap((text) => codeWordsIn(text).map((word) => `"${text}" has ${word}`))).toEqual([]);
});

test("the content manager says pages, sections and changes: none of Decap's entries, posts or collections is left", () => {
  // Decap's questions before it deletes or discards: the Workflow part of issue 48 words them (its own change).
  const asked = [
    "editor.editor.onDeleteWithUnsavedChanges",
    "editor.editor.onDeletePublishedEntry",
    "editor.editor.onDeleteUnpublishedChangesWithUnsavedChanges",
    "editor.editor.onDeleteUnpublishedChanges",
    "workflow.workflowList.onDeleteEntry",
  ];
  const shown = textsOf(adminLocale(decapEnglish)).filter(([where]) => !asked.includes(where));
  expect(shown.length).toBeGreaterThan(200);
  const words = (text: string) => text.replace(/%\{\w+\}/g, ""); // Decap's placeholders
  expect(shown.filter(([, text]) => DECAP_WORDS.test(words(text))).map(([where, text]) => `${where}: ${text}`)).toEqual(
    [],
  );
  // The texts set here are in sentence case: no two words in a row in capitals ("Unsaved Changes", "New Post").
  const titleCase = (text: string) => /(?:^|\s)[A-Z][a-z]+ [A-Z][a-z]+/.test(words(text));
  expect(titleCase("Unsaved Changes")).toBe(true); // the check can fail
  expect(textsOf(ADMIN_PHRASES).filter(([, text]) => titleCase(text))).toEqual([]);
});

test("on this computer Publish does not promise the live site; online it does (issue 57)", () => {
  type Asked = { editor: { editor: { onPublishing: string } }; workflow: { workflowList: { onPublishEntry: string } } };
  const local = adminLocale(decapEnglish, { local: true }) as Asked;
  const online = adminLocale(decapEnglish) as Asked;
  expect(local.editor.editor.onPublishing).toBe(LOCAL_PUBLISH_QUESTION);
  expect(local.workflow.workflowList.onPublishEntry).toBe(LOCAL_PUBLISH_QUESTION);
  expect(LOCAL_PUBLISH_QUESTION).not.toMatch(/goes live/);
  expect(DECAP_WORDS.test(LOCAL_PUBLISH_QUESTION)).toBe(false);
  expect(online.editor.editor.onPublishing).toBe("Publish this change? It goes live on the site.");
});

test("every field of an example video has a hint, with an example where something is typed or chosen", () => {
  const showcase = config.collections.find((c) => c.name === "showcase")!;
  const list = (showcase.files as DecapField[])[0].fields as DecapField[];
  const fields = list[0].fields as DecapField[];
  expect(fields.length).toBeGreaterThan(10);
  const missing = fields
    .filter((f) => typeof f.hint !== "string" || (f.widget !== "boolean" && !/e\.g\. /.test(String(f.hint))))
    .map((f) => String(f.label));
  expect(missing).toEqual([]);
  // Its two lengths are named apart, and the first day online is picked on a calendar.
  const labels = fields.map((f) => String(f.label));
  expect(labels).toEqual(expect.arrayContaining(["Finished video's length in minutes", "Clip length in seconds"]));
  expect(fields.find((f) => f.name === "uploadDate")).toMatchObject({ widget: "datetime", time_format: false });
});

/** Every field an editor sees in the form, with where it is: "home › Prompt › Suggestions › Suggestion". */
function visibleFields(): { where: string; field: DecapField }[] {
  const found: { where: string; field: DecapField }[] = [];
  const visit = (field: DecapField, where: string) => {
    if (field.widget === "hidden") return;
    const here = `${where} › ${String(field.label ?? field.name)}`;
    found.push({ where: here, field });
    for (const inner of (field.fields as DecapField[] | undefined) ?? []) visit(inner, here);
    if (field.field) visit(field.field as DecapField, here);
  };
  for (const collection of config.collections) {
    for (const field of (collection.fields as DecapField[] | undefined) ?? []) visit(field, String(collection.name));
    for (const file of (collection.files as DecapField[] | undefined) ?? [])
      for (const field of file.fields as DecapField[]) visit(field, String(collection.name));
  }
  return found;
}

/** Switches (on or off, and the page's "Take this page off the site") say what on and off do: there is nothing to type. */
const SWITCHES = ["boolean", "page-removal"];

test("every field an editor sees has a hint, and each hint gives an example except a switch's (issue 48)", () => {
  const fields = visibleFields();
  expect(fields.length).toBeGreaterThan(400); // the walk reaches list items and nested blocks
  expect(fields.filter(({ field }) => typeof field.hint !== "string" || !field.hint).map(({ where }) => where)).toEqual(
    [],
  );
  const withoutExample = fields.filter(
    ({ field }) => !SWITCHES.includes(String(field.widget)) && !/e\.g\. /.test(String(field.hint)),
  );
  expect(withoutExample.map(({ where, field }) => `${where}: ${String(field.hint)}`)).toEqual([]);
  // The fields' own words are the site's too: an example that says "a launch post" reads as Decap's posts.
  // ("its sitemap entry" is English: a sitemap's entries are not Decap's.)
  const decapWords = fields.filter(({ field }) =>
    DECAP_WORDS.test(`${String(field.label)} ${String(field.hint)}`.replace(/sitemap entry/g, "sitemap")),
  );
  expect(decapWords.map(({ where, field }) => `${where}: ${String(field.hint)}`)).toEqual([]);
  // Hints are shown as written, not as Markdown (cms/widgets/field-hint.tsx): none holds Markdown's marks.
  const marked = fields.filter(({ field }) => /[*_`[\]<>~]/.test(String(field.hint)));
  expect(marked.map(({ where, field }) => `${where}: ${String(field.hint)}`)).toEqual([]);
});

test("one action, one wording: the picture library's copy button reads the same whatever it copies", () => {
  const card = ADMIN_PHRASES.mediaLibrary.mediaLibraryCard;
  expect(new Set([card.copy, card.copyUrl, card.copyPath, card.copyName]).size).toBe(1);
});

test("no two fields side by side share a label, and lists say what one item is", () => {
  const problems: string[] = [];
  const visit = (fields: DecapField[], where: string) => {
    const labels = fields.map((f) => String(f.label));
    const twice = labels.filter((label, i) => labels.indexOf(label) !== i);
    if (twice.length) problems.push(`${where}: ${twice.join(", ")} twice`);
    for (const field of fields) {
      if (field.widget === "list" && !field.label_singular) problems.push(`${where} › ${String(field.label)}`);
      if (field.fields) visit(field.fields as DecapField[], `${where} › ${String(field.label)}`);
    }
  };
  for (const collection of config.collections) {
    if (collection.fields) visit(collection.fields as DecapField[], String(collection.name));
    for (const file of (collection.files as DecapField[] | undefined) ?? [])
      visit(file.fields as DecapField[], String(collection.name));
  }
  expect(problems).toEqual([]);
});

describe("the checker", () => {
  test.each([
    ['null means "Get First Video".', "a code value"],
    ["true lists the page in the header menu.", "a code value"],
    ["Kebab-case and unique.", "a developer's term"],
    ["One entry per page at /industries/{slug}", "a template or placeholder"],
    ["must be images/features/<name>.png", "a template or placeholder"],
    ["The page's main heading (h1).", "an HTML heading level"],
    ["Show the shared section (data/sections.json).", "a file path"],
    ["src/pages/about.tsx must exist.", "a file path"],
    ["Where heroHeading is shown.", "a camelCase field key"],
    ["duplicate of the entry at index 3", "a list position"],
    ["must be a `string` type", "code formatting"],
    ["Slug", "a web developer's word"],
    ['Anchor ("name after # in a link")', "a web developer's word"],
    ["bottom CTA link", "a web developer's word"],
    ["Competitive edge heading", "a web developer's word"],
    ["Secondary label", "a web developer's word"],
    ["Textarea label", "a web developer's word"],
    ["as a WebVTT file beside the clip", "a web developer's word"],
    ["Region code", "a web developer's word"],
    ["Image name", "a file's or picture's technical name"],
    ["Copy Name", "a file's or picture's technical name"],
    ["Drawing", "a drawing or its value"],
    ["Mode chosen at first (its value)", "a drawing or its value"],
    ["The day it was published, YYYY-MM-DD.", "a date format"],
    ["Clip seconds", "a unit as a code word"],
    ["The GitHub repository (owner/name) it commits to.", "a repository's code form"],
  ])("finds the code word in %j", (text, what) => {
    expect(codeWordsIn(text)).toEqual(expect.arrayContaining([expect.stringContaining(what)]));
  });

  test.each([
    "The page's main heading, at the top of the page.",
    'Leave empty for "Get First Video".',
    "The page the first button opens, e.g. /contact.",
    "Two capital letters, e.g. GB; several joined by /, e.g. US/CA.",
    "Where the site's files are kept on GitHub, as the account and the project joined by a slash, e.g. scriptreel/site.",
    "The clip's words with their times, as a captions file beside the clip, e.g. /videos/intro.vtt.",
    "Page address",
    "Link name",
    "Button text",
  ])("passes the plain %j", (text) => {
    expect(codeWordsIn(text)).toEqual([]);
  });
});
