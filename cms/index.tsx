/**
 * The content manager at /admin: Decap CMS with the configuration generated from the contracts (cms/config.json),
 * the data files written as they are (cms/files/formats.ts), the build's own check before every save (cms/save-check/save-check.ts),
 * its refusals shown on their fields in plain words (cms/widgets/) and the real page templates as preview
 * (cms/preview/preview.tsx). Bundled on its own by cms/build/build.ts into public/admin/,
 * so no page of the site loads any of it.
 */
// The release's own bundle (React external): its esm entry would pull newer decap-cms-core packages built for React 19.
import CMS from "decap-cms-app/dist/decap-cms-app.js";
import { en } from "decap-cms-locales";
import config from "./config.json";
import site from "../data/site.json";
import {
  DOCUMENT_FORMAT,
  LIST_FORMAT,
  PAGE_ADDRESS_WIDGET,
  PICTURE_WIDGET,
  type DecapField,
} from "../src/contracts/generate/cms-config";
import { documentFormat, listFormat, writing } from "./files/formats";
import { fieldProblems, formFields } from "./save-check/field-problems";
import { changedTexts, prepared } from "./save-check/prepare";
import { endingProblems, endsExperiment, immutableFrom, type ImmutableLike } from "./save-check/end-experiment";
import {
  NOTHING_TO_SAVE,
  deleteProblems,
  deleteRefusal,
  fileValue,
  newEntryFile,
  nothingToSave,
  problemsOf,
} from "./save-check/save-check";
import { ContentPagePreview, FaqPreview, LegalPreview, solutionPreview } from "./preview/preview";
import { hideMediaTab } from "./pictures/media-tab";
import { PageRemovalControl } from "./widgets/page-removal";
import { loadSnapshot } from "./files/snapshot";
import { pictureControl, picturePreview } from "./pictures/picture-widget";
import { adminLocale } from "./decap/locale";
import { PageAddressControl } from "./widgets/page-address";
import { IconControl } from "./widgets/icon-widget";
import { askDraftsFromTheList } from "./decap/local-drafts";
import { deleteWaitingPictures, guardPictureDeletion } from "./pictures/picture-deletion";
import { installPictureLibraryGuard } from "./pictures/picture-library";
import { installEditorComfort } from "./decap/editor-comfort";
import { nameTheLoginScreen } from "./decap/login-screen";
import { registerFieldWidgets } from "./widgets";
import { installHintStyle, withSiteHints } from "./widgets/field-hint";
import { checked, currentEntry, type ControlProps } from "./widgets/checked-control";
import { clearRefusal, draftKey, installPublishRefusals, refusePublish } from "./decap/publish-refusals";
import { installDiscardQuestion } from "./decap/discard-question";
import { entryOfAddress, pageNameAt } from "./decap/page-name";
import { showUnreadableDraft, watchSpinners } from "./decap/stuck-screens";
import { printJson } from "./files/print-json";
import { withoutEmpty } from "./files/formats";
import { published, snapshot } from "./files/snapshot";

interface DataMap {
  toJS(): Record<string, unknown>;
  setIn(path: (string | number)[], value: unknown): DataMap;
  clear(): DataMap & ImmutableLike;
}

interface EntryMap {
  get(key: "path" | "collection" | "slug"): string;
  get(key: "newRecord"): boolean | undefined;
  get(key: "data"): DataMap;
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
registerFieldWidgets(CMS);

// Picture fields: Decap's image picker, refusing an upload the site cannot use (cms/pictures/picture-widget.tsx).
const image = CMS.getWidget("image");
CMS.registerWidget(PICTURE_WIDGET, pictureControl(image.control), picturePreview(image.preview), image.schema);

// Decap's own words in the guide's (cms/decap/locale.ts).
// On this computer (npm start's rehearsal, the browser tests) nothing Publish does goes online: Publish says so.
const local = ["localhost", "127.0.0.1"].includes(window.location.hostname);
const locale = adminLocale(en, { local }) as { editor: { editor: { onLeavePage: string } } };
CMS.registerLocale("en", locale);

/** A refusal that reads as its message alone in Decap's notice ("Not saved. …", not "Not saved. Error: …"). */
class Refusal extends Error {
  toString() {
    return this.message;
  }
}

/** The entry the save check passed last, and when: publishing at once (fs mode) need not check it again. */
let justChecked: { text: string; at: number } | undefined;

const configFields = config as { collections: DecapField[] };

/** The entry's data as it is saved: texts trimmed, empty link names made (cms/save-check/prepare.ts). */
function preparedData(entry: EntryMap): Record<string, unknown> {
  return prepared(entry.get("data").toJS(), formFields(configFields, fileOf(entry)));
}

/** "industries/coaches": the draft's collection and slug (a new page: the slug it will be saved under). */
function keyOf(entry: EntryMap): string {
  const file = fileOf(entry);
  return draftKey(
    entry.get("collection"),
    entry.get("slug") || file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, ""),
  );
}

/** The check's problems for `entry` at its field, in plain words, against the files as they are now. */
async function entryRefusals(entry: EntryMap): Promise<string[]> {
  await loadSnapshot();
  const file = fileOf(entry);
  const isNew = entry.get("newRecord") === true;
  const value = fileValue(file, preparedData(entry));
  const problems = fieldProblems(problemsOf(file, value, undefined, { isNew }), file, value, configFields);
  writing(file);
  // An ending the editor cannot mean: a version the test lacks, or a test not started (cms/save-check/end-experiment.ts).
  return [...endingProblems(entry.get("data").toJS()), ...problems.map((p) => p.message)];
}

// The form has shown every problem on its field before Decap gets here (cms/widgets/); this runs the check once more
// with the other files as they are at this moment: another editor may have removed the page a link names.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: EntryMap }) => {
    const refusals = await entryRefusals(entry);
    // Thrown, the message becomes Decap's "Not saved." notice, and nothing is written.
    if (refusals.length > 0) throw new Refusal(refusals.join("\n"));
    // A save that would change nothing (a trailing space trimmed away, a text typed back) is not made: it would leave
    // the local server a draft with no commit, which locks the page (cms/save-check/save-check.ts).
    const file = fileOf(entry);
    if (entry.get("newRecord") !== true && nothingToSave(file, fileValue(file, preparedData(entry))))
      throw new Refusal(NOTHING_TO_SAVE);
    // Saved as checked, a Publish refused earlier is fixed (cms/decap/publish-refusals.ts).
    clearRefusal(keyOf(entry));
    // Saved as checked: each text trimmed, each empty link name made. Returned, Decap saves this data instead.
    const before = entry.get("data");
    const after = preparedData(entry);
    // Ending a hero test changes the page's shape (the test moves to the past tests), and so does leaving out a
    // block left blank (a new page's hero test): then the whole data is saved.
    const reshaped =
      endsExperiment(before.toJS()) || Object.keys(after).join() !== Object.keys(before.toJS() as object).join();
    const data = reshaped
      ? (immutableFrom(after, before.clear()) as DataMap)
      : changedTexts(before.toJS(), after).reduce((map, [path, text]) => map.setIn(path, text), before);
    justChecked = { text: JSON.stringify(data.toJS()), at: Date.now() };
    return data === before ? undefined : data;
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
    if (problems.length > 0) throw new Refusal(deleteRefusal(problems));
  },
});

// A draft saved days ago is checked again when it is published, against the site as it is now: another
// publish since may have taken its title or removed a page it links to. Thrown, it is not published.
CMS.registerEventListener({
  name: "prePublish",
  handler: async ({ entry }: { entry: EntryMap }) => {
    // Publishing at once follows the save's check within the same press (no drafts: decap-server in fs mode).
    const text = JSON.stringify(entry.get("data").toJS());
    const checkedNow = justChecked?.text === text && Date.now() - justChecked.at < 2_000;
    justChecked = undefined;
    if (checkedNow) return;
    const refusals = await entryRefusals(entry);
    if (refusals.length === 0) return;
    // Marked on the fields and on the Workflow page's card until fixed; nothing is written.
    refusePublish(keyOf(entry), refusals);
    throw new Refusal(refusals.join("\n"));
  },
});

// "Take this page off the site": asks before it turns on (Decap's "Delete entry" is off for pages, cms/config.json);
// wrapped like Decap's own controls, so a refusal (other pages still link to the page) shows on the switch.
CMS.registerWidget("page-removal", checked(PageRemovalControl as unknown as React.ComponentType<ControlProps>, "leaf"));
// "Page address": typed for a new page, locked on one that exists (cms/widgets/page-address.tsx).
CMS.registerWidget(PAGE_ADDRESS_WIDGET, checked(PageAddressControl as React.ComponentType<ControlProps>, "leaf"));

// Icons chosen by their look (cms/widgets/icon-widget.tsx).
CMS.registerWidget("icon", checked(IconControl as React.ComponentType<ControlProps>, "leaf"));

// Pictures a page uses cannot be deleted; an unused one is deleted with its entry's Publish (cms/pictures/picture-deletion.ts).
for (const name of ["github", "proxy"]) guardPictureDeletion(name, CMS.getBackend(name));
// The local backend's "no draft" is a 404 the browser logs as an error: asked from the list of drafts instead.
// A draft it lists but cannot read is left out, named, and can be discarded (cms/decap/stuck-screens.ts).
askDraftsFromTheList(CMS.getBackend("proxy"), (draft) =>
  showUnreadableDraft(
    draft,
    pageNameAt(`#/collections/${draft.collection}/entries/${draft.slug}`, config.collections, snapshot().values),
  ),
);
// A spinner that turns for 10 s is joined by what is wrong.
watchSpinners();
installPictureLibraryGuard();
installPublishRefusals();
// Discarding a draft asks once, naming the entry (cms/decap/discard-question.ts).
installDiscardQuestion(
  () => pageNameAt(window.location.hash, config.collections, snapshot().values, currentEntry()),
  locale.editor.editor.onLeavePage,
  (collection, slug) => clearRefusal(draftKey(collection, slug)),
);
CMS.registerEventListener({
  name: "postPublish",
  handler: async ({ entry }: { entry: EntryMap }) => {
    const file = String(entry.get("path") ?? "");
    const slug = entry.get("slug") || file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "");
    clearRefusal(draftKey(entry.get("collection"), slug));
    // Every preview (menus, footer) shows the page as published at once; the server's copy follows.
    const dataFile = fileOf(entry);
    published(dataFile, printJson(withoutEmpty(fileValue(dataFile, preparedData(entry))), snapshot().layout));
    await deleteWaitingPictures(entry.get("collection"), slug);
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
  // Hints are drawn by the site's field wrapper, as plain text (cms/widgets/field-hint.tsx).
  CMS.init({ config: { ...withSiteHints(config), backend, load_config_file: false } }),
);
installHintStyle();
hideMediaTab();
installEditorComfort(
  config.collections as { name: string; files?: { name: string }[] }[],
  document,
  // A page the site has: its file is in the snapshot.
  (address) => {
    const at = entryOfAddress(address);
    const collection = at && config.collections.find((c) => c.name === at.collection);
    const folder = collection && "folder" in collection ? String(collection.folder).replace(/^data\//, "") : undefined;
    return Boolean(folder && at && `${folder}/${at.slug}.json` in snapshot().values);
  },
);
// The login screen shows the site's logo (config.json's logo_url) and its name, not Decap's (cms/decap/login-screen.ts).
nameTheLoginScreen(site.brandName);
