/**
 * Every data file and page route, fetched from /admin/data.json: written by the build (cms/build/build.ts), and answered
 * from the working copy on each request while `npm start` runs (cms/build/dev-server.ts). The save check reads the other
 * files from it; the preview fills the shared sections (header, footer, "How it works") from it.
 */
import type { DataSource } from "../../src/contracts/check/check-sources";

export interface Snapshot {
  sources: DataSource[];
  pageRoutes: string[];
  /** Objects written on one line in the files (cms/files/print-json.ts). */
  layout: string[];
}

let current: Snapshot & { values: Record<string, unknown> };

/**
 * Fetches the snapshot again; the CMS starts after the first one arrives, which the admin page preloads (cms/build/build.ts):
 * that first fetch takes the preloaded answer, every later one asks the server.
 */
export async function loadSnapshot({ preloaded = false } = {}): Promise<void> {
  const response = await fetch("/admin/data.json", { cache: preloaded ? "default" : "no-store" });
  if (!response.ok) throw new Error(`/admin/data.json: ${response.status}`);
  const next = (await response.json()) as Snapshot;
  const values = Object.fromEntries(next.sources.map(({ file, source }) => [file, JSON.parse(source) as unknown]));
  current = { ...next, values };
}

export const snapshot = () => current;
