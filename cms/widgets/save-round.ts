/**
 * What happens around one press of Publish (a "save round"): Decap checks every field at once (cms/widgets/
 * checked-control.tsx marks the round), then refuses the save when one is wrong. This module then shows the first
 * refused field (the cards holding it are open by then: cms/widgets/confirming-list.tsx), says in one line how many
 * need a change, and keeps Decap's refusal from surfacing as an uncaught error.
 */

let round = 0;
let roundStarted = 0;
let inPass = false;

/**
 * What the round is for: a press of Save (Decap's), a Publish the check refused (the fields are checked again to
 * show why: cms/decap/publish-refusals.ts), or a copy made with Duplicate (its problems shown as it opens).
 */
export type RoundKind = "save" | "publish" | "copy";
let kind: RoundKind = "save";

/** The number of the latest save round (0 before the first Publish). */
export const currentRound = () => round;

/** Called by each field as Decap checks it on Publish; the first call of a pass starts a round. */
export function beginSaveRound(what: RoundKind = "save"): void {
  if (inPass) return;
  inPass = true;
  kind = what;
  round += 1;
  roundStarted = Date.now();
  // Decap checks all fields in one synchronous pass: the round ends with it.
  queueMicrotask(() => {
    inPass = false;
  });
  showFirstRefusal(round);
}

const isShown = (element: Element) => element.getClientRects().length > 0;
const refusedFields = () => [...document.querySelectorAll("[data-refused]")];

/**
 * Waits until the form has drawn the round's refusals (and opened the cards that hold them), then scrolls the first
 * into view and focuses it. No refusal within a second: the save went ahead.
 */
function showFirstRefusal(id: number, frames = 0, seen = -1): void {
  requestAnimationFrame(() => {
    if (id !== round) return;
    const refused = refusedFields();
    if (refused.length > 0 && refused.length === seen) {
      const first = refused.find(isShown) ?? refused[0];
      first.scrollIntoView({ block: "center" });
      if (first instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(first.tagName))
        first.focus({ preventScroll: true });
      summarize(refused.length);
      return;
    }
    if (frames < 60) showFirstRefusal(id, frames + 1, refused.length);
    else summarize(refused.length);
  });
}

let banner: HTMLElement | null = null;

/** One plain line over the form while fields are refused: how many, and where to look. */
function summarize(count: number): void {
  if (count === 0) {
    banner?.remove();
    banner = null;
    return;
  }
  if (!banner) {
    banner = document.createElement("div");
    banner.setAttribute("role", "alert");
    banner.dataset.saveSummary = "";
    Object.assign(banner.style, {
      position: "fixed",
      left: "50%",
      bottom: "24px",
      transform: "translateX(-50%)",
      zIndex: "1000",
      padding: "10px 18px",
      borderRadius: "6px",
      background: "#fff3f5",
      border: "1px solid #d60032",
      color: "#8a0020",
      font: "600 14px/1.4 system-ui, sans-serif",
      boxShadow: "0 2px 8px rgba(0, 0, 0, 0.15)",
    });
    document.body.append(banner);
  }
  const start = { save: "Not saved", publish: "Not published", copy: "Before this copy can be saved" }[kind];
  banner.textContent =
    count === 1
      ? `${start}: one field needs a change. It is marked in red.`
      : `${start}: ${count} fields need a change. They are marked in red.`;
}

/** Decap's actions for a save the backend refused: published, and a draft of the editorial workflow. */
const REFUSED_SAVES = ["ENTRY_PERSIST_FAILURE", "UNPUBLISHED_ENTRY_PERSIST_FAILURE"];

/**
 * Listens for what the round needs: the editor's fixes (the line counts down as refused fields change, and goes when
 * none is left or the editor leaves the page), and Decap's rejected saves.
 */
export function installSaveRound(): void {
  document.addEventListener(
    "input",
    () => {
      if (banner) requestAnimationFrame(() => summarize(refusedFields().length));
    },
    true,
  );
  window.addEventListener("hashchange", () => summarize(0));
  // Decap rejects the save's promise when it refuses a save (with nothing when a field is wrong, with its failure
  // action when the backend refuses), and nobody catches it: the browser would report an uncaught error each time.
  // The refusal is on the form already, so right after a Publish those two rejections are expected, not errors.
  window.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason as { type?: unknown } | undefined;
    const refusal = reason === undefined || REFUSED_SAVES.includes(reason?.type as string);
    if (refusal && Date.now() - roundStarted < 30_000) event.preventDefault();
  });
}
