/**
 * The few bytes of script that run before the page's scripts arrive (an inline <script> in <head>, from
 * gatsby-ssr.tsx), so no tap on an island is lost while it sleeps:
 *
 * - any pointer, key, focus or input event inside a sleeping island (an input with none of the others is a
 *   browser's autofill) marks it `data-wake` and sends it "islandwake": the island wakes at once if its scripts
 *   are running, or as soon as they run;
 * - a click on a control that only script drives (a button that neither submits a form nor opens a popover or a
 *   dialog through the platform) is held: stopped before React's half-built handlers see it, queued in
 *   `window.__islandClicks`, and clicked again by the island once it has woken (src/islands/Island.tsx);
 * - a popover's toggle mirrors onto its opener's data-open, so the opener's look follows the platform's state.
 *
 * Links, <details>, form fields, submit buttons and platform-driven buttons are left alone: they already work.
 */
export const EARLY_EVENTS_SOURCE = [
  "(function(d){",
  "var q=window.__islandClicks=[];",
  'function s(t){return t&&t.closest?t.closest("[data-island]:not([data-awake])"):null}',
  'function w(e){var i=s(e.target);if(i&&!i.hasAttribute("data-wake")){i.setAttribute("data-wake","");',
  'i.dispatchEvent(new Event("islandwake"))}}',
  '["pointerdown","pointerover","touchstart","keydown","focusin","input"].forEach(function(t){d.addEventListener(t,w,true)});',
  'd.addEventListener("click",function(e){var i=s(e.target);if(!i)return;',
  'var b=e.target.closest("button,[role=button],[role=tab]");',
  'if(!b||!i.contains(b)||b.type==="submit"||b.hasAttribute("popovertarget")||b.hasAttribute("commandfor"))return;',
  "e.stopPropagation();e.preventDefault();if(q.indexOf(b)<0)q.push(b);w(e)},true);",
  'd.addEventListener("toggle",function(e){var p=e.target;if(!p.id||!p.hasAttribute||!p.hasAttribute("popover"))return;',
  'd.querySelectorAll("[popovertarget=\\""+p.id+"\\"]").forEach(function(b){',
  'if(e.newState==="open")b.setAttribute("data-open","");else b.removeAttribute("data-open")})},true)',
  "})(document)",
].join("");
