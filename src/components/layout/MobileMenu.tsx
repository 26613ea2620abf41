import * as React from "react";
import { Link } from "gatsby";
import type { NavLink } from "../../contracts/site";
import type { MenuEntry } from "../../types/site";
import { ButtonLink } from "../ui/ButtonLink";
import type { SolutionKind } from "../../contracts/values";
import { SolutionLinks } from "./SolutionLinks";

interface MenuGroup {
  id: string;
  label: string;
  kind: SolutionKind;
  entries: MenuEntry[];
}

interface MobileMenuProps {
  headerLinks: NavLink[];
  groups: MenuGroup[];
}

const linkClass = "block rounded-md px-3 py-3 text-base font-medium text-ink hover:bg-brand-50";

/**
 * Below the lg breakpoint the header collapses into this menu. It is a popover: the platform opens and closes it
 * (the button, Escape, a tap outside) from the first paint, before any script, and tells assistive technology
 * whether it is expanded. React, once the header wakes, adds the sections' disclosure buttons and closes the menu
 * when a link inside it is followed (a client-side navigation would otherwise leave it open).
 */
export function MobileMenu({ headerLinks, groups }: MobileMenuProps) {
  const menuRef = React.useRef<HTMLElement>(null);
  const [expanded, setExpanded] = React.useState<Record<string, boolean>>({});
  const close = () => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  };

  return (
    <div className="lg:hidden">
      {/* data-open mirrors the popover's state (src/islands/early-events.ts) for the icon. */}
      <button
        type="button"
        popovertarget="mobile-menu"
        className="group flex min-h-11 min-w-11 items-center justify-center rounded-md text-ink"
      >
        <span className="sr-only">Menu</span>
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
          <path
            className="group-data-open:hidden"
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <path
            className="hidden group-data-open:inline"
            d="M6 6l12 12M18 6 6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <nav
        ref={menuRef}
        id="mobile-menu"
        popover="auto"
        aria-label="Mobile"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-auto overflow-y-auto border-x-0 border-t-0 border-b border-line bg-surface px-4 pt-0 pb-6 text-ink shadow-card"
      >
        <ul className="py-2">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          {groups.map((group) => {
            const isExpanded = Boolean(expanded[group.id]);
            const listId = `mobile-${group.id}`;
            return (
              <li key={group.id}>
                <button
                  type="button"
                  className={`${linkClass} flex w-full items-center justify-between text-left`}
                  aria-expanded={isExpanded}
                  aria-controls={listId}
                  onClick={() => setExpanded((state) => ({ ...state, [group.id]: !state[group.id] }))}
                >
                  {group.label}
                  <svg viewBox="0 0 20 20" className={`h-5 w-5 ${isExpanded ? "rotate-180" : ""}`} aria-hidden="true">
                    <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                  </svg>
                </button>
                <SolutionLinks
                  id={listId}
                  hidden={!isExpanded}
                  kind={group.kind}
                  entries={group.entries}
                  className="pb-2 pl-3"
                  linkClassName="block rounded-md px-3 py-2"
                  onFollow={close}
                />
              </li>
            );
          })}
        </ul>
        <ButtonLink to="/join-waitlist" className="w-full" onClick={close}>
          Join Waitlist
        </ButtonLink>
      </nav>
    </div>
  );
}
