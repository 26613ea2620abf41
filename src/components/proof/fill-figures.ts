/**
 * What useWaitlistFigures (WaitlistFigures.tsx) loads once the page has loaded and the browser is idle: asks the
 * database for the public figures and fills every figures line on the page. Kept out of the start-up JavaScript.
 */
import { fetchPublicFigures, proofFigures, type PublicFigures } from "../../lib/waitlist-figures";

/**
 * Fills the lines with the figures, each from its threshold (or leaves it be when there is nothing to show).
 * @internal Exported for its tests only (knip --production).
 */
export function fillWaitlistFigures(root: ParentNode, answer: PublicFigures | null) {
  root.querySelectorAll<HTMLElement>("[data-waitlist-figures]").forEach((line) => {
    const figures = proofFigures(answer, Number(line.dataset.waitlistFigures));
    // A line without a fallback is empty until now: the figures' sentence is written into it.
    if (figures && !line.children.length) line.append(fallbackFree());
    const [fallback, shown] = Array.from(line.children) as HTMLElement[];
    const [joined, invited] = Array.from(shown?.querySelectorAll("strong") ?? []);
    const invitedPart = invited?.parentElement;
    if (!figures || !fallback || !joined || !invited || !invitedPart) return;
    joined.textContent = figures.joined;
    invited.textContent = figures.invited ?? "";
    invitedPart.hidden = figures.invited === null;
    line.dataset.filled = "";
    shown.removeAttribute("aria-hidden");
    fallback.setAttribute("aria-hidden", "true");
  });
}

/** The figures' sentence of a line that has no fallback: an empty first part in the fallback's place. */
function fallbackFree(): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML =
    "<span></span><span><strong></strong> people have confirmed their place<span>; <strong></strong> are in already</span></span>";
  return template.content;
}

/** One request with the anon key, then the lines filled in, unless the page has gone meanwhile. */
export async function showWaitlistFigures(cancelled: () => boolean): Promise<void> {
  const figures = await fetchPublicFigures(
    process.env.GATSBY_SUPABASE_URL as string,
    process.env.GATSBY_SUPABASE_ANON_KEY as string,
  );
  if (!cancelled()) fillWaitlistFigures(document, figures);
}
