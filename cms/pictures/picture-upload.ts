/**
 * Uploading in a picture field's library ("Upload"), as the editor meets it: the library says up front what the
 * field's kind of picture must be ("A video poster must be a JPEG or PNG file of at least 960 x 540 pixels, at most
 * 500 KB."), and an upload the site cannot use is refused at once, before it joins the draft, naming what it needs
 * ("This picture is 800 x 450 pixels; a video poster must be at least 960 x 540 pixels."), the way Decap refuses a
 * file over the field's size limit (an alert, then nothing is added). The check is the build's and the Save's
 * (src/contracts/pictures.ts): format and size in pixels from the file's first bytes, read here in the browser.
 *
 * Decap's library does not say which field opened it: it is the picture field the editor last clicked in (its box
 * carries data-picture-kind, cms/pictures/picture-widget.tsx); a click in any other field forgets it.
 */
import {
  checkPictureBytes,
  PICTURE_HEADER_BYTES,
  PICTURES,
  pictureNeeds,
  type PictureKind,
} from "../../src/contracts/pictures";

/** What is wrong with an uploaded file for `kind` (its first bytes say its format and size in pixels). */
export async function uploadProblem(file: File, kind: PictureKind): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, PICTURE_HEADER_BYTES).arrayBuffer());
  return checkPictureBytes(file.name, head, file.size, kind);
}

/** The picture library is a react-modal dialog, drawn in its portal outside the form. */
const LIBRARY = ".ReactModalPortal";

let kind: PictureKind | undefined;
/** The change events this module passed on to Decap, after the check. */
const passed = new WeakSet<Event>();

/** Puts "A video poster must be…" at the foot of the library's top bar once the library opened for `kind` is drawn. */
function sayNeedsWhenOpen(root: Document, opened: PictureKind): void {
  const place = () => {
    const top = root.querySelector(`${LIBRARY} [class*="-LibraryTop"]`);
    if (!top) return false;
    if (top.querySelector(":scope > [data-picture-needs]")) return true;
    const line = root.createElement("p");
    line.dataset.pictureNeeds = "";
    Object.assign(line.style, { margin: "0", font: "600 14px/1.4 system-ui, sans-serif", color: "#313d3e" });
    line.textContent = pictureNeeds(opened);
    // Inside the top bar: the library is a grid of two rows (top bar, cards), a third child would break it.
    top.append(line);
    return true;
  };
  if (place()) return;
  const observer = new MutationObserver(() => {
    if (place()) observer.disconnect();
  });
  observer.observe(root.body, { childList: true, subtree: true });
  // The click that opened nothing (a click in the field, not on its button) stops looking soon.
  setTimeout(() => observer.disconnect(), 5000);
}

export function installUploadCheck(root: Document = document): void {
  root.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest(LIBRARY)) return;
      const box = target.closest<HTMLElement>("[data-picture-kind]");
      kind = box?.dataset.pictureKind as PictureKind | undefined;
      if (kind && target.closest("button")) sayNeedsWhenOpen(root, kind);
    },
    true,
  );
  // Before Decap's own handler (React's, at its root): held back while the file is read, then passed on or refused.
  root.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.closest(LIBRARY)) return;
      const file = input.files?.[0];
      const rule = kind;
      if (passed.has(event) || !rule || !file) return;
      event.stopImmediatePropagation();
      void uploadProblem(file, rule).then((problem) => {
        // Over the size limit Decap refuses it itself, in the same words as before (its max_file_size, this limit).
        if (problem && file.size <= PICTURES[rule].maxBytes) {
          window.alert(problem);
          input.value = "";
          return;
        }
        const again = new Event("change", { bubbles: true });
        passed.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
