/**
 * No screen of /admin without a way out:
 * - a spinner (Decap's loader: "Loading the page…", "Loading the drafts…", or /admin itself before the content
 *   manager starts) that is still there after 10 s is joined by a line saying what is wrong, from the last request
 *   that failed (the local server stopped, the site's data not found), and what to do;
 * - a draft the server lists but cannot read (cms/decap/local-drafts.ts) is named, with a button that discards it.
 */
import type { UnreadableDraft } from "./local-drafts";

/**
 * How long a spinner may turn before the editor is told what is wrong.
 * @internal Exported for its tests only (knip --production).
 */
export const STUCK_AFTER_MS = 10_000;

/** The last request of the content manager that failed, in an editor's words. */
let lastFailure: string | undefined;

/**
 * What a failed request means for the editor.
 * @internal Exported for its tests only (knip --production).
 */
export function failureWords(url: string, status: number | undefined): string {
  const local = /^https?:\/\/localhost:8081\//.test(url);
  if (local)
    return status === undefined
      ? "The local content server does not answer: is npm start still running?"
      : `The local content server answered with an error (${status}).`;
  if (/\/admin\/data\.json/.test(url))
    return status === undefined
      ? "The site's data (/admin/data.json) could not be fetched: is the connection down?"
      : `The site's data (/admin/data.json) could not be fetched (${status}).`;
  return status === undefined
    ? "The content manager lost its connection."
    : `A request of the content manager failed (${status}).`;
}

/** Keeps the last failed request's meaning (every request of Decap and of this site's code goes through fetch). */
function watchRequests(): void {
  const fetchAnswer = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    try {
      const response = await fetchAnswer(input, init);
      if (response.status >= 500 || response.status === 404) lastFailure = failureWords(url, response.status);
      return response;
    } catch (error) {
      lastFailure = failureWords(url, undefined);
      throw error;
    }
  };
}

/**
 * The line shown under a spinner that turned for 10 s.
 * @internal Exported for its tests only (knip --production).
 */
export const stuckLine = (failure: string | undefined) =>
  `Still loading after 10 seconds. ${failure ?? "The content server is not answering."} Reload the page to try again; if this keeps happening, tell a developer what this line says.`;

/** A spinner is turning: Decap's loader, or no screen of the content manager at all yet. */
const spinning = (root: Document) =>
  root.querySelector('[class*="-StyledLoader"], [class*="-LoaderText"]') !== null ||
  root.getElementById("nc-root") === null;

const NOTICE_STYLE: Partial<CSSStyleDeclaration> = {
  position: "fixed",
  left: "50%",
  top: "72px",
  transform: "translateX(-50%)",
  zIndex: "1001",
  maxWidth: "640px",
  padding: "12px 18px",
  borderRadius: "6px",
  background: "#fff3f5",
  border: "1px solid #d60032",
  color: "#8a0020",
  font: "600 14px/1.45 system-ui, sans-serif",
  boxShadow: "0 2px 8px rgba(0, 0, 0, 0.15)",
};

/** Watches for a spinner that turns too long; returns how to stop. */
export function watchSpinners(root: Document = document): () => void {
  watchRequests();
  let since: number | undefined;
  let notice: HTMLElement | undefined;
  const timer = window.setInterval(() => {
    if (!spinning(root)) {
      since = undefined;
      notice?.remove();
      notice = undefined;
      return;
    }
    since ??= Date.now();
    if (Date.now() - since < STUCK_AFTER_MS) return;
    if (!notice) {
      notice = root.createElement("div");
      notice.setAttribute("role", "alert");
      notice.dataset.stuck = "";
      Object.assign(notice.style, NOTICE_STYLE);
      root.body.append(notice);
    }
    notice.textContent = stuckLine(lastFailure);
  }, 1000);
  return () => window.clearInterval(timer);
}

/**
 * The line about a draft that cannot be read.
 * @internal Exported for its tests only (knip --production).
 */
export const unreadableLine = (name: string | undefined) =>
  `A draft of ${name ?? "this page"} was found that cannot be opened: it holds no change (it was made by hand, or by an older version of the content manager). The page shows as it is on the site. Discard that draft to edit the page again as usual.`;

const shownDrafts = new Set<string>();

/** Names the unreadable draft, with a button that discards it and opens the screen again. */
export function showUnreadableDraft(
  draft: UnreadableDraft,
  name: string | undefined,
  { root = document, afterDiscard = () => window.location.reload() } = {},
): void {
  const key = `${draft.collection}/${draft.slug}`;
  if (shownDrafts.has(key)) return;
  shownDrafts.add(key);
  const notice = root.createElement("div");
  notice.setAttribute("role", "alert");
  notice.dataset.unreadableDraft = key;
  Object.assign(notice.style, NOTICE_STYLE, { top: `${72 + 110 * (shownDrafts.size - 1)}px` });
  const line = root.createElement("p");
  line.style.margin = "0 0 8px";
  line.textContent = unreadableLine(name);
  const button = root.createElement("button");
  button.type = "button";
  button.textContent = "Discard that draft";
  Object.assign(button.style, { font: "inherit", padding: "4px 12px", cursor: "pointer" });
  button.addEventListener("click", () => {
    button.disabled = true;
    button.textContent = "Discarding…";
    draft.discard().then(afterDiscard, () => {
      button.disabled = false;
      button.textContent = "Discard that draft";
      line.textContent = `${unreadableLine(name)} Discarding did not work this time: try again, or reload the page.`;
    });
  });
  notice.append(line, button);
  root.body.append(notice);
}
