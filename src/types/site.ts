import type { Navigation, SiteConfig } from "../contracts/site";
import type { SolutionPage } from "../contracts/solution-pages";

/** What menus and the footer show of an industry or use case. */
export type MenuEntry = Pick<SolutionPage, "slug" | "title" | "tagline" | "menuPosition" | "inHeaderMenu" | "offline">;

export interface SiteData {
  site: SiteConfig;
  navigation: Navigation;
  /** The industries and use cases on the site (none taken off), in menu order (menuPosition), for menus and the footer. */
  industries: MenuEntry[];
  useCases: MenuEntry[];
}
