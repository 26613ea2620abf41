/**
 * A Publish the check refuses (cms/index.tsx's prePublish: another page took the draft's meta title since it was saved,
 * or a page it links to was removed) stays in sight until the editor fixes it, instead of a notice that goes after 8 s:
 * - the open form marks the refused fields, as a refused Save does (cms/widgets/checked-control.tsx);
 * - the draft's card on the Workflow page says "Not published: <why>", whichever of the two Publish buttons was
 *   pressed, also after a reload (kept in the browser's localStorage);
 * - a draft opened from such a card opens with its refused fields marked.
 * A save that passes the check, a publish and a discard clear it. Nothing is written when Publish is refused: the
 * check runs before Decap publishes anything (Decap's prePublish event).
 */
import { checkEveryField } from "../widgets/checked-control";

const STORE = "scriptreel.publishRefusals";

/** "industries/coaches": a draft's collection and slug, as in its address (#/collections/industries/entries/coaches). */
export const draftKey = (collection: string, slug: string) => `${collection}/${slug}`;

function stored(): Record<string, string[]> {
  try {
    return JSON.parse(localStorage.getItem(STORE) ?? "{}") as Record<string, string[]>;
  } catch {
    return {};
  }
}

function store(refusals: Record<string, string[]>): void {
  localStorage.setItem(STORE, JSON.stringify(refusals));
  flagCards();
}

/** The draft open in the editor, by its address. */
function openDraft(): string | undefined {
  const match = /^#\/collections\/([^/]+)\/entries\/([^?]+)/.exec(window.location.hash);
  return match ? draftKey(match[1], decodeURIComponent(match[2])) : undefined;
}

/**
 * The line on a card: "Not published: Meta title: Another page already uses this meta title…".
 * @internal Exported for its tests only (knip --production).
 */
export const refusalLine = (reasons: string[]) => `Not published: ${reasons.join("; ")}`;

/** Records a refused Publish of `key`, and marks the refused fields if its form is open. */
export function refusePublish(key: string, reasons: string[]): void {
  store({ ...stored(), [key]: reasons });
  // After Decap has taken the refusal (its notice, the Publish button back), the form shows it on the fields.
  if (openDraft() === key) window.setTimeout(() => checkEveryField("publish"), 0);
}

/** Forgets `key`'s refusal: the draft was saved as checked, published or discarded. */
export function clearRefusal(key: string): void {
  const refusals = stored();
  if (!(key in refusals)) return;
  delete refusals[key];
  store(refusals);
}

const FLAG = "data-publish-refusal";

/** Puts each refusal on its draft's card on the Workflow page (a red line under the card's title). */
function flagCards(): void {
  if (!/^#\/workflow/.test(window.location.hash)) return;
  const refusals = stored();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="/collections/"][href*="/entries/"]')) {
    const match = /#\/collections\/([^/]+)\/entries\/([^?]+)/.exec(link.href);
    const reasons = match ? refusals[draftKey(match[1], decodeURIComponent(match[2]))] : undefined;
    const flag = link.querySelector<HTMLElement>(`[${FLAG}]`);
    const line = reasons ? refusalLine(reasons) : undefined;
    if (flag?.textContent === line) continue;
    flag?.remove();
    if (!line) continue;
    const note = document.createElement("p");
    note.setAttribute(FLAG, "");
    note.textContent = line;
    Object.assign(note.style, {
      margin: "8px 0 0",
      padding: "6px 8px",
      borderRadius: "4px",
      background: "#fff3f5",
      border: "1px solid #d60032",
      color: "#8a0020",
      font: "600 13px/1.4 system-ui, sans-serif",
      whiteSpace: "normal",
    });
    // Under the title, where the card's fixed height (200 px, the rest cut off) leaves it whole.
    const title = link.querySelector("h2");
    if (title) title.after(note);
    else link.append(note);
  }
  explainGreyedPublish();
}

/**
 * Why a card's Publish button is greyed out, said on the button (Decap says nothing).
 * @internal Exported for its tests only (knip --production).
 */
export const NOT_READY_YET = "Not ready yet: move this card to the Ready column (or set its status to Ready) first.";

/**
 * Each greyed-out Publish button of the Workflow page says why, on hover and to a screen reader.
 * @internal Exported for its tests only (knip --production).
 */
export function explainGreyedPublish(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[disabled]")) {
    if (!/^Publish/.test(button.textContent?.trim() ?? "") || button.title === NOT_READY_YET) continue;
    button.title = NOT_READY_YET;
    button.setAttribute("aria-description", NOT_READY_YET);
  }
}

/** A card with a refusal grows to show it whole. */
const CARD_STYLE = `[class*="-WorkflowLink"]:has([${FLAG}]) { height: auto !important; min-height: 200px; }`;

/**
 * The editor's Publish menu offers "Publish now" only. Decap's "Publish, then start a copy of this page" and "Publish,
 * then start another new page" went on to the new page even when the check refused the Publish, taking the refusal
 * out of sight (and its copy was a page whose fields were all taken): Publish now, then Duplicate, is the same in two
 * presses, each with its check.
 * @internal Exported for its tests only (knip --production).
 */
export function hideCompoundPublish(root: ParentNode = document): void {
  for (const item of root.querySelectorAll<HTMLElement>('[role="menuitem"]'))
    if (/^Publish, then /.test(item.textContent?.trim() ?? "") && item.style.display !== "none")
      item.style.display = "none";
}

/** Watches the Workflow page's cards and the editor's forms; returns how to stop. */
export function installPublishRefusals(): () => void {
  const style = document.createElement("style");
  style.textContent = CARD_STYLE;
  document.head.append(style);
  const menus = new MutationObserver(() => hideCompoundPublish());
  menus.observe(document.body, { childList: true, subtree: true });
  const cards = new MutationObserver(flagCards);
  cards.observe(document.body, { childList: true, subtree: true });
  let marked: string | undefined;
  window.addEventListener("hashchange", () => {
    marked = undefined;
  });
  // A draft opened from a flagged card: its form is marked once drawn.
  const forms = new MutationObserver(() => {
    const key = openDraft();
    if (!key || marked === key || !(key in stored())) return;
    if (!document.querySelector('[id*="-field-"]')) return;
    marked = key;
    // Decap draws the form's fields in one go: the next frame has them all.
    requestAnimationFrame(() => checkEveryField("publish"));
  });
  forms.observe(document.body, { childList: true, subtree: true });
  return () => {
    style.remove();
    menus.disconnect();
    cards.disconnect();
    forms.disconnect();
  };
}
