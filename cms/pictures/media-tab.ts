/**
 * Decap's header has a "Media" tab: a library of one folder (data/images/ holds only folders, so it could show the
 * feature pictures at most), and an upload there is committed to the live site at once, outside any draft. Pictures
 * are chosen and uploaded in their own fields instead, whose library lists that kind's pictures and whose uploads
 * travel with the draft until Publish; the tab is hidden.
 */
export function hideMediaTab(root: Document = document): void {
  const hide = () => {
    for (const button of root.querySelectorAll<HTMLElement>("nav li > button")) {
      if (button.textContent?.trim() === "Media" && button.parentElement) button.parentElement.hidden = true;
    }
  };
  new MutationObserver(hide).observe(root.body, { childList: true, subtree: true });
  hide();
}
