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
import { DOCUMENT_FORMAT, LIST_FORMAT, PICTURE_WIDGET } from "../src/contracts/generate/cms-config";
import { documentFormat, listFormat, writing } from "./formats";
import { fileValue, problemsOnSave } from "./save-check";
import { ContentPagePreview, FaqPreview, LegalPreview, solutionPreview } from "./preview";
import { loadSnapshot } from "./snapshot";
import { pictureControl } from "./picture-widget";

interface EntryMap {
  get(key: "path"): string;
  get(key: "data"): { toJS(): Record<string, unknown> };
}

CMS.registerCustomFormat(DOCUMENT_FORMAT, "json", documentFormat);
CMS.registerCustomFormat(LIST_FORMAT, "json", listFormat);

// Picture fields: Decap's image picker, refusing an upload the site cannot use (cms/picture-widget.tsx).
const image = CMS.getWidget("image");
CMS.registerWidget(PICTURE_WIDGET, pictureControl(image.control), image.preview, image.schema);

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
    toast: {
      ...en.ui.toast,
      onFailToPersist: "Not saved. %{details}",
      onFailToPublishEntry: "Not published. %{details}",
    },
  },
  // An upload over a picture field's limit (src/contracts/pictures.ts), refused before it joins the draft.
  mediaLibrary: {
    ...en.mediaLibrary,
    mediaLibrary: {
      ...en.mediaLibrary.mediaLibrary,
      fileTooLarge:
        "This picture is too large: pictures here must be at most %{size} KB. Make it smaller and upload it again.",
    },
  },
});

/** The entry the save check passed last, and when: publishing at once (npm start) need not check it again. */
let justChecked: { text: string; at: number } | undefined;

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: EntryMap }) => {
    await loadSnapshot(); // the other files as they are now: another editor may have added the page a link names
    const file = entry.get("path").replace(/^data\//, "");
    const problems = problemsOnSave(file, fileValue(file, entry.get("data").toJS()));
    writing(file);
    // Thrown, the message becomes Decap's "Not saved." notice, and nothing is written.
    if (problems.length > 0) throw new Error(problems.join("\n"));
    justChecked = { text: JSON.stringify(entry.get("data").toJS()), at: Date.now() };
    return undefined;
  },
});

// A draft saved days ago is checked again when it is published, against the site as it is now: another
// publish since may have taken its title or removed a page it links to. Thrown, it is not published.
CMS.registerEventListener({
  name: "prePublish",
  handler: async ({ entry }: { entry: EntryMap }) => {
    const text = JSON.stringify(entry.get("data").toJS());
    if (justChecked?.text === text && Date.now() - justChecked.at < 10_000) return;
    await loadSnapshot();
    const file = entry.get("path").replace(/^data\//, "");
    const problems = problemsOnSave(file, fileValue(file, entry.get("data").toJS()));
    if (problems.length > 0) throw new Error(problems.join("\n"));
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
void loadSnapshot({ preloaded: true }).then(() =>
  CMS.init({ config: { ...config, backend, load_config_file: false } }),
);
