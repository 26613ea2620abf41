/**
 * The picture library's "Delete selected", as the editor meets it: a picture a page uses (the open page's form
 * included) is refused at the button, before Decap asks "Are you sure…", with a line in the library naming the pages
 * (role="alert", it stays until the next choice). Decap's library gives no event for it: the selected card is read as
 * the editor clicks it. The backend refuses the same deletion again (cms/pictures/picture-deletion.ts), whatever the
 * way there. Its "Upload" is checked too (cms/pictures/picture-upload.ts).
 */
import { deletionRefusal } from "./picture-deletion";
import { installUploadCheck } from "./picture-upload";

/** The element, or its nearest ancestor, whose class ends in `-<label>` (Emotion's class names carry the label). */
function labelled(element: Element | null, label: string): Element | null {
  for (let node = element; node; node = node.parentElement) {
    if ([...node.classList].some((name) => name.endsWith(`-${label}`))) return node;
  }
  return null;
}

let selected: string | undefined;
let notice: HTMLElement | null = null;

function say(text: string | undefined, near: Element): void {
  notice?.remove();
  notice = null;
  if (!text) return;
  notice = document.createElement("p");
  notice.setAttribute("role", "alert");
  notice.dataset.pictureRefusal = "";
  Object.assign(notice.style, {
    margin: "0",
    padding: "8px 12px",
    borderRadius: "5px",
    background: "#fff3f5",
    border: "1px solid #d60032",
    color: "#8a0020",
    font: "600 14px/1.4 system-ui, sans-serif",
  });
  notice.textContent = text;
  // Inside the top bar: the library is a grid of two rows (top bar, cards), a third child would break it.
  const top = labelled(near, "LibraryTop") ?? near.parentElement;
  top?.append(notice);
}

/**
 * The library is a grid of two rows, its top bar and the cards, and Decap 3.6.4 gives the top bar 120 px: a line
 * added to it would be drawn over the cards. The bar takes what it holds; the cards the rest.
 */
const LIBRARY_STYLE = `[class*="-StyledModal"] { grid-template-rows: auto minmax(0, 1fr) !important; }`;

export function installPictureLibraryGuard(root: Document = document): void {
  const style = root.createElement("style");
  style.textContent = LIBRARY_STYLE;
  root.head.append(style);
  installUploadCheck(root);
  root.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const card = labelled(target, "Card");
      if (card) {
        selected = card.querySelector('[class*="-CardText"]')?.textContent?.trim() || undefined;
        say(undefined, card);
        return;
      }
      const button = target?.closest("button");
      if (!button || button.textContent?.trim() !== "Delete selected" || !selected) return;
      const refusal = deletionRefusal(selected);
      if (!refusal) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      say(refusal, button);
    },
    true,
  );
}
