import * as React from "react";
import { Link } from "gatsby";
import { useSiteData } from "../../hooks/use-site-data";
import { footerLinks } from "../../lib/menu-entries";
import { LogoMark } from "../ui/Logo";
import { ButtonLink } from "../ui/ButtonLink";
import type { NavLink } from "../../contracts/site";
import { escapeHtml } from "../../lib/html";

/** A list of site links, one look for all of them. */
function LinkList({ links, className, linkClassName }: { links: NavLink[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A column of links that folds on phones: a native <details>, so it opens and closes with no script and every link
 * is in the HTML. From the md breakpoint up it is always open (global.css: .footer-column).
 */
function Column({ heading, links }: { heading: string; links: NavLink[] }) {
  const id = `footer-${heading.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <nav aria-labelledby={id}>
      <details className="footer-column">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between">
          <h2 id={id} className="text-sm font-semibold text-white">
            {heading}
          </h2>
        </summary>
        {/* Size on the list, colour from the footer: not repeated on each of the 40-odd links (document bytes). */}
        <LinkList links={links} className="mb-3 space-y-1 text-sm" linkClassName="inline-block py-1 hover:text-white" />
      </details>
    </nav>
  );
}

export function Footer() {
  const { site, navigation, industries, useCases } = useSiteData();
  const year = new Date().getFullYear();
  return (
    <footer id="footer" className="bg-night text-slate-300">
      <div className="container-page grid gap-x-10 py-14 md:grid-cols-2 lg:grid-cols-6">
        <div className="mb-8 lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark />
            {site.brandName}
          </p>
          <p className="mt-3 max-w-xs text-sm">{site.tagline}</p>
          <p className="mt-4 text-sm">
            Support:{" "}
            <a href={`mailto:${site.emails.support}`} className="text-white underline underline-offset-2">
              {site.emails.support}
            </a>
          </p>
          <ButtonLink to={site.bookingUrl} variant="inverse" className="mt-5">
            Book a demo call
          </ButtonLink>
        </div>
        <Column heading="Industries" links={footerLinks(industries, "industries")} />
        <Column heading="Use Cases" links={footerLinks(useCases, "use-cases")} />
        <Column heading="Company" links={navigation.footerCompany} />
        <Column heading="Legal & Support" links={navigation.footerLegal} />
      </div>
      <div className="border-t border-night-soft">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          {/* The sign as an entity, ASCII only: written as "©", the home page's HTML came out with a NUL byte just
              before it (W3C Nu: "Saw U+0000 in stream"), likely React's stream buffer meeting a two-byte character. */}
          <p
            dangerouslySetInnerHTML={{ __html: `&copy; ${year} ${escapeHtml(site.brandName)}. All rights reserved.` }}
          />
          <LinkList links={navigation.copyrightLinks} className="flex gap-4" linkClassName="hover:text-white" />
        </div>
      </div>
    </footer>
  );
}
