import * as React from "react";
import { Link } from "gatsby";
import { useSiteData } from "../../hooks/use-site-data";
import { useHoverMenus } from "../../hooks/use-hover-menus";
import { headerEntries } from "../../lib/menu-entries";
import { Logo } from "../ui/Logo";
import { ButtonLink } from "../ui/ButtonLink";
import { NavDropdown } from "./NavDropdown";
import { MobileMenu } from "./MobileMenu";

export function Header() {
  const { site, navigation, industries, useCases } = useSiteData();
  const menus = useHoverMenus();
  const menuGroups = [
    {
      id: "industries",
      label: "Industries",
      kind: "industries" as const,
      entries: headerEntries(industries),
    },
    {
      id: "use-cases",
      label: "Use Cases",
      kind: "use-cases" as const,
      entries: headerEntries(useCases),
    },
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      {/* Each item's position depends only on what comes before it, so a slow device painting the header before
          the rest has arrived does not shift it afterwards. */}
      <div className="container-page flex h-16 items-center gap-4">
        <Link to="/" className="shrink-0 rounded-md" aria-label={`${site.brandName} home`}>
          <Logo brandName={site.brandName} />
        </Link>
        <nav aria-label="Main" className="hidden lg:ml-4 lg:block">
          <ul className="flex items-center gap-1">
            {navigation.headerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-ink-soft hover:text-brand-700"
                  activeClassName="text-brand-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            {menuGroups.map((group) => (
              <li key={group.id}>
                <NavDropdown
                  {...group}
                  open={menus.openMenu === group.id}
                  onPointerEnter={menus.pointerEnter}
                  onPointerLeave={menus.pointerLeave}
                  onToggle={menus.toggle}
                  onClose={menus.close}
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* The group is right-aligned, so its left edge follows its width: a fixed button width keeps it still when
              a slow network delivers the button's text in two parts (a layout shift the budget test once caught).
              On phones it is a compact "Join" beside Menu, so joining is one tap away at every scroll position; the
              logo, it and Menu fit a 320 px screen. */}
          <ButtonLink to="/join-waitlist" className="w-[4.5rem] px-0 sm:w-40">
            {/* One flex item, so the space between the words is the text's own (the button's gap is between items). */}
            <span>
              Join<span className="max-sm:hidden"> Waitlist</span>
            </span>
          </ButtonLink>
          <MobileMenu headerLinks={navigation.headerLinks} groups={menuGroups} />
        </div>
      </div>
    </header>
  );
}
