import * as React from "react";
import { Link } from "gatsby";
import type { MenuEntry } from "../../types/site";
import { solutionPath, type SolutionKind } from "../../contracts/values";
import { Static } from "../../islands/Static";

interface SolutionLinksProps {
  /** For the disclosure button that shows and hides the list (aria-controls). */
  id?: string;
  hidden?: boolean;
  kind: SolutionKind;
  entries: MenuEntry[];
  /** The list's layout: a grid in the desktop dropdown, a column in the phone menu. */
  className: string;
  /** The look of each link. */
  linkClassName: string;
  /** Following a link closes the menu it is in. */
  onFollow: () => void;
}

/**
 * A menu's industry or use-case pages: each link with the page's title and its one-line tagline. The list is
 * static: hydrated from the server's HTML its links are plain links (a page load closes the menu); rendered on a
 * client-side navigation they are Gatsby links that close the menu themselves.
 */
export function SolutionLinks({ id, hidden, kind, entries, className, linkClassName, onFollow }: SolutionLinksProps) {
  return (
    <Static id={id} hidden={hidden}>
      <ul className={className}>
        {entries.map((entry) => (
          <li key={entry.slug}>
            <Link to={solutionPath(kind, entry.slug)} className={linkClassName} onClick={onFollow}>
              <span className="block text-sm font-semibold text-ink">{entry.title}</span>
              <span className="block text-xs text-ink-muted">{entry.tagline}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Static>
  );
}
