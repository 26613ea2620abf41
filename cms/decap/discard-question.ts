/**
 * Throwing a draft away asks once, naming what is thrown away: "Discard your unpublished changes to Coaches?".
 * Decap 3.6.4 asked up to three times in a row: "…as well as your unsaved changes…", then "All unpublished changes to
 * this entry will be deleted…", and on the next visit "A local backup was recovered…", as its editor writes a backup of
 * the unsaved changes once more right after the discard. The Workflow page's "Delete changes" asked "Are you sure you
 * want to delete this entry?", which reads like deleting the page. Decap's questions take no entry's name and are plain
 * `window.confirm` calls: the locale gives them one text (DISCARD_QUESTION), and this module asks it once with the
 * entry's title, answers Decap's repeat with the editor's answer, and removes the backup written after the discard.
 */

/** Decap's text for each of its discard questions (cms/decap/locale.ts): this module puts the entry's title in. */
export const DISCARD_QUESTION = "Discard your unpublished changes to this page?";

/** How long after the editor's answer Decap's follow-up questions of the same discard come. */
const FOLLOW_UP_MS = 3000;
/**
 * Decap's editor writes its backup 2 s after the last change it saw (Editor.createBackup), and sees the discarded
 * draft until the page is loaded again: the backup is looked for after that.
 */
const BACKUP_CHECKS_MS = [3000, 6000];

/**
 * The question with the entry's name: "Discard your unpublished changes to Coaches?".
 * @internal Exported for its tests only (knip --production).
 */
export const discardQuestion = (title: string | undefined) =>
  title ? `Discard your unpublished changes to ${title}?` : DISCARD_QUESTION;

/** The Workflow page's card that holds `target`: its title (heading) and its draft's address, if any. */
function cardOf(target: Element): { title: string | undefined; address: string } | undefined {
  for (let element = target.parentElement; element; element = element.parentElement) {
    const heading = element.querySelector("h2");
    if (heading)
      return {
        title: heading.textContent?.trim() || undefined,
        address: element.querySelector("a")?.getAttribute("href") ?? "",
      };
  }
  return undefined;
}

const ENTRY_ADDRESS = /#\/collections\/([^/]+)\/entries\/([^?]+)/;

/** Removes Decap's local backup of `collection`/`slug` (localforage's IndexedDB store). */
function removeBackup(collection: string, slug: string): void {
  const open = indexedDB.open("localforage");
  open.onsuccess = () => {
    const db = open.result;
    if (db.objectStoreNames.contains("keyvaluepairs"))
      db.transaction("keyvaluepairs", "readwrite").objectStore("keyvaluepairs").delete(`backup.${collection}.${slug}`);
    db.close();
  };
}

/**
 * Installs the one question. `editorTitle` names the entry open in the editor; `leaveQuestion` is Decap's "leave this
 * page?" text, which a discard of a new page's draft brings up once more; `discarded` hears of each draft thrown away.
 */
export function installDiscardQuestion(
  editorTitle: () => string | undefined,
  leaveQuestion: string,
  discarded: (collection: string, slug: string) => void = () => undefined,
): void {
  const ask = window.confirm.bind(window);
  let clicked: { title: string | undefined; address: string; at: number } | undefined;
  let answered: { yes: boolean; at: number } | undefined;
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      const card = button && /#\/workflow/.test(window.location.hash) ? cardOf(button) : undefined;
      clicked = card ? { ...card, at: Date.now() } : undefined;
    },
    true,
  );
  window.confirm = (message?: string) => {
    const recent = answered && Date.now() - answered.at < FOLLOW_UP_MS ? answered : undefined;
    if (message === leaveQuestion && recent?.yes) return true;
    if (message !== DISCARD_QUESTION) return ask(message);
    if (recent) return recent.yes;
    const onWorkflow = /#\/workflow/.test(window.location.hash);
    const card = onWorkflow && clicked && Date.now() - clicked.at < FOLLOW_UP_MS ? clicked : undefined;
    const yes = ask(discardQuestion(onWorkflow ? card?.title : editorTitle()));
    answered = { yes, at: Date.now() };
    const entry = ENTRY_ADDRESS.exec(onWorkflow ? (card?.address ?? "") : window.location.hash);
    if (!yes || !entry) return yes;
    const [, collection, slug] = entry;
    discarded(collection, decodeURIComponent(slug));
    // The editor's backup of the discarded text (none is written from the Workflow page).
    if (!onWorkflow)
      for (const delay of BACKUP_CHECKS_MS)
        window.setTimeout(() => removeBackup(collection, decodeURIComponent(slug)), delay);
    return yes;
  };
}
