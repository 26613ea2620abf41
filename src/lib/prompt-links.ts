/** One piece of prompt text: plain text, or a web address to render as a link. */
export type PromptPart = { type: "text"; text: string } | { type: "link"; text: string; href: string };

// http(s) addresses and bare "www." addresses, up to the next space or quote/angle bracket.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
// Punctuation that usually ends the sentence rather than the address.
const TRAILING = /[.,;:!?'"\]}>]+$/;

function trimTrailing(candidate: string): string {
  let link = candidate.replace(TRAILING, "");
  // Keep a closing parenthesis only when the address opened one, as in Wikipedia links.
  while (link.endsWith(")") && (link.match(/\(/g)?.length ?? 0) < (link.match(/\)/g)?.length ?? 0)) {
    link = link.slice(0, -1).replace(TRAILING, "");
  }
  return link;
}

function hrefFor(link: string): string | null {
  const href = /^www\./i.test(link) ? `https://${link}` : link;
  try {
    const url = new URL(href);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".") ? href : null;
  } catch {
    return null;
  }
}

/**
 * Splits prompt text into text and link parts, in order, so a component can render addresses as links without
 * ever treating the visitor's text as markup. Joining every part's text gives back the input unchanged.
 */
export function splitPromptLinks(input: string): PromptPart[] {
  const parts: PromptPart[] = [];
  let plain = "";
  let last = 0;
  for (const match of input.matchAll(LINK)) {
    const start = match.index ?? 0;
    const link = trimTrailing(match[0]);
    const href = link ? hrefFor(link) : null;
    if (!href) continue;
    plain += input.slice(last, start);
    if (plain) parts.push({ type: "text", text: plain });
    plain = "";
    parts.push({ type: "link", text: link, href });
    last = start + link.length;
  }
  plain += input.slice(last);
  if (plain) parts.push({ type: "text", text: plain });
  return parts;
}
