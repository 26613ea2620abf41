/**
 * The content manager at /admin: Decap CMS with the configuration generated from the contracts (cms/config.json),
 * the data files written as they are (cms/formats.ts), the build's own check before every save (cms/save-check.ts),
 * its refusals shown on their fields in plain words (cms/widgets/) and the real page templates as preview
 * (cms/preview.tsx). Bundled on its own by cms/build.ts into public/admin/,
 * so no page of the site loads any of it.
 */
// The release's own bundle (React external): its esm entry would pull newer decap-cms-core packages built for React 19.
import CMS from "decap-cms-app/dist/decap-cms-app.js";
import { en } from "decap-cms-locales";
import config from "./config.json";
import site from "../data/site.json";
import { DOCUMENT_FORMAT, LIST_FORMAT, type DecapField } from "../src/contracts/generate/cms-config";
import { documentFormat, listFormat, writing } from "./formats";
import { fieldProblems } from "./field-problems";
import { fileValue, problemsOf } from "./save-check";
import { ContentPagePreview, FaqPreview, LegalPreview, solutionPreview } from "./preview";
import { loadSnapshot } from "./snapshot";
import { registerFieldWidgets } from "./widgets";

interface EntryMap {
  get(key: "path"): string;
  get(key: "data"): { toJS(): Record<string, unknown> };
}

CMS.registerCustomFormat(DOCUMENT_FORMAT, "json", documentFormat);
CMS.registerCustomFormat(LIST_FORMAT, "json", listFormat);
registerFieldWidgets(CMS);

// Decap's own messages in the guide's words: "Answer: must not start or end with spaces", as the save check says them.
CMS.registerLocale("en", {
  ...en,
  editor: {
    ...en.editor,
    editorControlPane: {
      ...en.editor.editorControlPane,
      widget: {
        ...en.editor.editorControlPane.widget,
        required: "%{fieldLabel} is a required field",
        regexPattern: "%{fieldLabel}: %{pattern}",
        range: "%{fieldLabel}: must be between %{minValue} and %{maxValue}",
        min: "%{fieldLabel}: must be at least %{minValue}",
        max: "%{fieldLabel}: must be at most %{maxValue}",
        rangeCount: "%{fieldLabel}: needs %{minCount} to %{maxCount} items",
        rangeCountExact: "%{fieldLabel}: needs exactly %{count} items",
        rangeMin: "%{fieldLabel}: needs at least %{minCount}",
        rangeMax: "%{fieldLabel}: needs at most %{maxCount}",
      },
    },
  },
  ui: {
    ...en.ui,
    toast: {
      ...en.ui.toast,
      onFailToPersist: "Not saved. %{details}",
      missingRequiredField: "Not saved: a required field is empty.",
    },
  },
});

/** A refusal that reads as its message alone in Decap's notice ("Not saved. …", not "Not saved. Error: …"). */
class Refusal extends Error {
  toString() {
    return this.message;
  }
}

// The form has shown every problem on its field before Decap gets here (cms/widgets/); this runs the check once more
// with the other files as they are at this moment: another editor may have removed the page a link names.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: EntryMap }) => {
    await loadSnapshot();
    const file = entry.get("path").replace(/^data\//, "");
    const value = fileValue(file, entry.get("data").toJS());
    const problems = fieldProblems(problemsOf(file, value), file, value, config as { collections: DecapField[] });
    writing(file);
    // Thrown, the message becomes Decap's "Not saved." notice, and nothing is written.
    if (problems.length > 0) throw new Refusal(problems.map((p) => p.message).join("\n"));
    return undefined;
  },
});

CMS.registerPreviewStyle("/admin/preview.css");
CMS.registerPreviewTemplate("industries", solutionPreview("industries"));
CMS.registerPreviewTemplate("use-cases", solutionPreview("use-cases"));
CMS.registerPreviewTemplate("pages", ContentPagePreview);
CMS.registerPreviewTemplate("legal", LegalPreview);
CMS.registerPreviewTemplate("faq", FaqPreview);

// The repository is the owner's value in data/site.json, not part of the generated configuration.
const backend = { ...config.backend, repo: site.cmsRepository };
void loadSnapshot().then(() => CMS.init({ config: { ...config, backend, load_config_file: false } }));
