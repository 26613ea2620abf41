/**
 * What the site's components take from "gatsby", for the CMS's preview pane (cms/build.ts aliases "gatsby" here).
 * useStaticQuery answers every static query of src/ (src/hooks/ and the dial codes of src/components/forms/dial-codes/) from the data files, as Gatsby's own nodes would.
 */
import * as React from "react";
import { snapshot } from "./snapshot";

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

export function useStaticQuery<T>(): T {
  const data = (file: string) => snapshot().values[file];
  return {
    siteJson: data("site.json"),
    navigationJson: data("navigation.json"),
    sectionsJson: data("sections.json"),
    allIndustriesJson: { nodes: data("industries.json") },
    allUseCasesJson: { nodes: data("use-cases.json") },
    allDialCodesJson: { nodes: data("dial-codes.json") },
  } as T;
}
