/**
 * The content manager at /admin: Decap CMS with the configuration generated from the contracts (cms/config.json),
 * the data files written as they are (cms/formats.ts), the build's own check before every save (cms/save-check.ts)
 * and the real page templates as preview (cms/preview.tsx). Bundled on its own by cms/build.ts into public/admin/,
 * so no page of the site loads any of it.
 */
// The release's own bundle (React external): its esm entry would pull newer decap-cms-core packages built for React 19.
import CMS from "decap-cms-app/dist/decap-cms-app.js";
import { en } from "decap-cms-locales";
import config from "./config.json";
import site from "../data/site.json";
import { DOCUMENT_FORMAT, LIST_FORMAT } from "../src/contracts/generate/cms-config";
import { documentFormat, listFormat, writing } from "./formats";
import { fileValue, problemsOnSave } from "./save-check";
import { ContentPagePreview, FaqPreview, LegalPreview, solutionPreview } from "./preview";
import { loadSnapshot } from "./snapshot";

interface EntryMap {
  get(key: "path"): string;
  get(key: "data"): { toJS(): Record<string, unknown> };
}

CMS.registerCustomFormat(DOCUMENT_FORMAT, "json", documentFormat);
CMS.registerCustomFormat(LIST_FORMAT, "json", listFormat);

// Decap's own messages for an empty required field, in the contract's words (yup's "is a required field").
CMS.registerLocale("en", {
  ...en,
  editor: {
    ...en.editor,
    editorControlPane: {
      ...en.editor.editorControlPane,
      widget: { ...en.editor.editorControlPane.widget, required: "%{fieldLabel} is a required field" },
    },
  },
  ui: { ...en.ui, toast: { ...en.ui.toast, onFailToPersist: "Not saved. %{details}" } },
});

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: EntryMap }) => {
    await loadSnapshot(); // the other files as they are now: another editor may have added the page a link names
    const file = entry.get("path").replace(/^data\//, "");
    const problems = problemsOnSave(file, fileValue(file, entry.get("data").toJS()));
    writing(file);
    // Thrown, the message becomes Decap's "Not saved." notice, and nothing is written.
    if (problems.length > 0) throw new Error(problems.join("\n"));
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
