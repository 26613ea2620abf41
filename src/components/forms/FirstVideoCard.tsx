/**
 * "Your first video: Why bees dance, Spanish, 3 minutes": the idea and the choices a visitor brought from the home
 * prompt (lib/idea.ts), stated above the waitlist form (issue 55). Only what she typed or changed: a default the
 * prompt sent along is not hers (chosenOnly). Nothing without an idea or a choice.
 *
 * The page's HTML is built without the address (Gatsby renders it once for every visitor), and on a phone the
 * scripts arrive seconds after the first paint, so the card would push the form down when they do. Instead a tiny
 * inline script (CARD_SCRIPT, after the form) writes it from the address while the page is parsed, before the first
 * paint; the form
 * hydrates over it with the same markup (the element's HTML is not compared during hydration) and then renders it
 * itself. Rendered on the client (a navigation from the home page), it is there from the first render.
 */
import * as React from "react";
import languages from "../../../data/languages.json";
import { CHOICE_PARAMS, IDEA_PARAM, MAX_IDEA_LENGTH, firstVideoFrom, firstVideoLine } from "../../lib/idea";
import { escapeHtml } from "../../lib/html";
import { useBrowserLayoutEffect } from "../../hooks/use-browser-layout-effect";
import { FIRST_VIDEO, MAX_TEMPLATE_LENGTH } from "../../contracts/signup-fields";

/** @internal Exported for its tests only (knip --production). */
export const FIRST_VIDEO_CARD_ID = "first-video-card";

/** A language's name for its code (data/languages.json). */
export const languageName = (code: string) => languages.find((language) => language.code === code)?.name;

const CARD_OPEN =
  '<section aria-label="Your first video" class="mb-4 rounded-card border border-brand-100 bg-white/80 px-5 py-4 text-ink shadow-card">' +
  '<p class="[overflow-wrap:anywhere]"><strong class="font-semibold">Your first video:</strong> ';
const CARD_CLOSE = "</p></section>";

/** The card's markup for a line (firstVideoLine), "" for none. */
function firstVideoCardHtml(line: string): string {
  return line ? `${CARD_OPEN}${escapeHtml(line)}${CARD_CLOSE}` : "";
}

/**
 * The card for a page address, as the form renders it.
 * @internal Exported for its tests only (knip --production).
 */
export function firstVideoCardFor(search: string): string {
  const { idea, choices } = firstVideoFrom(search);
  return firstVideoCardHtml(firstVideoLine(idea, choices, languageName));
}

// What the inline script needs: the parameters, the defaults (a default is not hers, so it is not said), and the
// card's markup around the line. The words of each choice it reads from the form's own selects, which the page
// already holds (their options' labels are the same words, lib/idea.ts): the script stays under 2 KB.
const { defaults } = FIRST_VIDEO;
const SCRIPT_DATA = {
  id: FIRST_VIDEO_CARD_ID,
  idea: IDEA_PARAM,
  max: MAX_IDEA_LENGTH,
  maxLink: MAX_TEMPLATE_LENGTH,
  // [parameter, the select's id, the default, how its label is said], in the order firstVideoLine says them.
  choices: [
    [CHOICE_PARAMS.language, "field-language", defaults.language, ""],
    [CHOICE_PARAMS.minutes, "field-minutes", String(defaults.minutes), ""],
    [CHOICE_PARAMS.mode, "field-mode", defaults.mode, "lower"],
    [CHOICE_PARAMS.startWith, "field-startWith", defaults.startWith, "starting from "],
  ],
  template: CHOICE_PARAMS.template,
  open: CARD_OPEN,
  close: CARD_CLOSE,
};

/**
 * Runs inline right after the waitlist form (whose selects it reads): fills the card's element above the form from
 * the address, before the first paint. Plain ES5, and it never throws into the page. The form's render replaces it
 * with firstVideoCardFor's markup, which the tests keep equal to this.
 * @internal Exported for its tests only (knip --production).
 */
export const CARD_SCRIPT = [
  "(function(D){try{",
  "var d=document,e=d.getElementById(D.id);if(!e||e.firstChild)return;",
  "var p=new URLSearchParams(location.search),g=function(k){return(p.get(k)||'').trim()};",
  "var i=g(D.idea);if(/^[\\s\\u200b]*$/.test(i))i='';if(i.length>D.max)i=i.slice(0,D.max).trim();",
  "var w=[i];for(var n=0;n<D.choices.length;n++){var c=D.choices[n],v=g(c[0]);if(n===0)v=v.toLowerCase();",
  "var s=d.getElementById(c[1]);if(!v||v===c[2]||!s)continue;",
  "for(var j=0;j<s.options.length;j++){var o=s.options[j];if(o.value!==v)continue;",
  "var t=o.text;w.push(c[3]==='lower'?t.toLowerCase():c[3]?c[3]+t.toLowerCase():t);break}}",
  "var t=g(D.template);if(/^https?:\\/\\//i.test(t)){try{t=new URL(t).href;if(t.length<=D.maxLink){",
  "var h=t.replace(/^https?:\\/\\/(www\\.)?/i,'').replace(/\\/$/,'');",
  "w.push('like '+(h.length>40?h.slice(0,39)+'\\u2026':h))}}catch(x){}}",
  "var l=w.filter(Boolean).join(', ');if(!l)return;",
  "e.innerHTML=D.open+l.replace(/&/g,'&amp;').replace(/</g,'&lt;').replace(/>/g,'&gt;')",
  ".replace(/\"/g,'&quot;').replace(/'/g,'&#39;')+D.close",
  "}catch(x){}})(",
  JSON.stringify(SCRIPT_DATA).replace(/</g, "\\u003c"),
  ")",
].join("");

/**
 * The inline script, rendered after the form (it reads the form's selects). Marked data-paints: the card's classes
 * are in no other markup of the page, and build/page-css.ts keeps their rules in the page's inline CSS only for
 * such a script (without them the card was unstyled until the whole stylesheet came, and moved the form 48 px).
 */
export function FirstVideoCardScript() {
  return <script data-paints="" dangerouslySetInnerHTML={{ __html: CARD_SCRIPT }} />;
}

/**
 * The card above the waitlist form. Its first render (the server's, and the one that hydrates the server's HTML,
 * where the script has written the card or nothing) is the empty element; in the same commit, before the browser
 * paints, it fills the element itself. So a client-side render shows it from its first paint too.
 */
export function FirstVideoCard({ search }: { search: string }) {
  const [mounted, setMounted] = React.useState(false);
  useBrowserLayoutEffect(() => setMounted(true), []);
  const html = mounted ? firstVideoCardFor(search) : "";
  return <div id={FIRST_VIDEO_CARD_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
