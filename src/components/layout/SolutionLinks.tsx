import * as React from "react";
import { Link } from "gatsby";
import type { MenuEntry } from "../../types/site";
import { solutionPath, type SolutionKind } from "../../contracts/values";

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

/** A menu's industry or use-case pages: each link with the page's title and its one-line tagline. */
export function SolutionLinks({ id, hidden, kind, entries, className, linkClassName, onFollow }: SolutionLinksProps) {
  return (
    <ul id={id} hidden={hidden} className={className}>
      {entries.map((entry) => (
        <li key={entry.slug}>
          <Link to={solutionPath(kind, entry.slug)} className={linkClassName} onClick={onFollow}>
            <span className="block text-sm font-semibold text-ink">{entry.title}</span>
            <span className="block text-xs text-ink-muted">{entry.tagline}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
