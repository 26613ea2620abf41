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
import { deleteProblems, deleteRefusal, fileValue, newEntryFile, problemsOnSave } from "./save-check";
import { ContentPagePreview, FaqPreview, LegalPreview, solutionPreview } from "./preview";
import { PageRemovalControl } from "./page-removal";
import { loadSnapshot } from "./snapshot";

interface EntryMap {
  get(key: "path" | "collection"): string;
  get(key: "newRecord"): boolean | undefined;
  get(key: "data"): { toJS(): Record<string, unknown> };
}

/** The file an entry is written to, under data/: its own, or for a new page its folder and slug. */
function fileOf(entry: EntryMap): string {
  if (!entry.get("newRecord")) return entry.get("path").replace(/^data\//, "");
  const collection = config.collections.find((c) => c.name === entry.get("collection"));
  const folder = collection && "folder" in collection ? String(collection.folder) : "";
  return newEntryFile(folder, entry.get("data").toJS());
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
  ui: {
    ...en.ui,
    toast: { ...en.ui.toast, onFailToPersist: "Not saved. %{details}", onFailToDelete: "Not deleted. %{details}" },
  },
});

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: EntryMap }) => {
    await loadSnapshot(); // the other files as they are now: another editor may have added the page a link names
    const file = fileOf(entry);
    const isNew = entry.get("newRecord") === true;
    const problems = problemsOnSave(file, fileValue(file, entry.get("data").toJS()), { isNew });
    writing(file);
    // Thrown, the message becomes Decap's "Not saved." notice, and nothing is written.
    if (problems.length > 0) throw new Error(problems.join("\n"));
    return undefined;
  },
});

// Decap asks "Are you sure…" before deleting a page, then fires preUnpublish (also before unpublishing one): a page
// other pages still link to is kept, as the build would refuse the links.
CMS.registerEventListener({
  name: "preUnpublish",
  handler: async ({ entry }: { entry?: EntryMap }) => {
    const path = entry?.get("path");
    if (!path) return;
    await loadSnapshot();
    const problems = deleteProblems(path.replace(/^data\//, ""));
    if (problems.length > 0) throw new Error(deleteRefusal(problems));
  },
});

// "Take this page off the site": asks before it turns on (Decap's "Delete entry" is off for pages, cms/config.json).
CMS.registerWidget("page-removal", PageRemovalControl);

CMS.registerPreviewStyle("/admin/preview.css");
CMS.registerPreviewTemplate("industries", solutionPreview("industries"));
CMS.registerPreviewTemplate("use-cases", solutionPreview("use-cases"));
CMS.registerPreviewTemplate("pages", ContentPagePreview);
CMS.registerPreviewTemplate("legal", LegalPreview);
CMS.registerPreviewTemplate("faq", FaqPreview);

// The repository is the owner's value in data/site.json, not part of the generated configuration.
const backend = { ...config.backend, repo: site.cmsRepository };
void loadSnapshot().then(() => CMS.init({ config: { ...config, backend, load_config_file: false } }));
