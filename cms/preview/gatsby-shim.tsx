/**
 * What the site's components take from "gatsby", for the CMS's preview pane (cms/build/build.ts aliases "gatsby" here).
 * useStaticQuery answers every static query of src/ (src/hooks/ and the dial codes of src/components/forms/dial-codes/) from the data files, as Gatsby's own nodes would.
 */
import * as React from "react";
import { onSnapshot, snapshot } from "../files/snapshot";

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string };

/** Links in the preview go nowhere: the editor stays on the entry. */
export function Link({ to, activeClassName: _active, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

export const navigate = () => undefined;
export const graphql = () => undefined;

/** The data as last loaded; a publish (or any later load) draws every preview again, menus and all. */
export function useStaticQuery<T>(): T {
  const { values } = React.useSyncExternalStore(onSnapshot, snapshot);
  const data = (file: string) => values[file];
  /** A folder's files as nodes (data/industries/*.json: one page each); useSiteData puts them in menu order. */
  const folder = (name: string) =>
    Object.entries(values)
      .filter(([file]) => file.startsWith(`${name}/`))
      .map(([, value]) => value);
  return {
    siteJson: data("site.json"),
    navigationJson: data("navigation.json"),
    sectionsJson: data("sections.json"),
    allIndustriesJson: { nodes: folder("industries") },
    allUseCasesJson: { nodes: folder("use-cases") },
    allDialCodesJson: { nodes: data("dial-codes.json") },
    allLanguagesJson: { totalCount: (data("languages.json") as unknown[] | undefined)?.length ?? 0 },
  } as T;
}
