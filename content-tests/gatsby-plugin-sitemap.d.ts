// The sitemap plugin's own page filter, used by content-tests/editor-round-trip.test.ts (the package ships no types).
declare module "gatsby-plugin-sitemap/internals" {
  interface Page {
    path: string;
  }
  type Tools = Record<string, unknown>;
  export function pageFilter(options: {
    allPages: Page[];
    filterPages: (page: Page, exclude: string, tools: Tools) => boolean;
    excludes: string[];
  }): { filteredPages: Page[]; messages: string[] };
  export function defaultFilterPages(page: Page, exclude: string, tools: Tools): boolean;
  export function serialize(page: Page, tools: { resolvePagePath: (page: Page) => string }): { url: string };
  export function resolvePagePath(page: Page): string;
}
