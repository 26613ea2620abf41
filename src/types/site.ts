import type { Navigation, SiteConfig } from "./content";

export interface MenuEntry {
  slug: string;
  title: string;
  tagline: string;
}

export interface SiteData {
  site: SiteConfig;
  navigation: Navigation;
  /** All industries and use cases, in data order, for menus and the footer. */
  industries: MenuEntry[];
  useCases: MenuEntry[];
}
