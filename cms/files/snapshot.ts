/**
 * Every data file (but those of pages taken off the site: data.json is public, issue 56) and page route, fetched from
 * /admin/data.json: written by the build (cms/build/build.ts), and answered from the working copy on each request
 * while `npm start` runs (cms/build/dev-server.ts). The save check reads the other
 * files from it; the preview fills the shared sections (header, footer, "How it works") from it, and draws again
 * whenever it changes (`onSnapshot`). A file published in this session stands in it as published until the server's
 * copy has it too: the live site's data.json is the last build's until the next build ends (`published`).
 */
import type { DataSource } from "../../src/contracts/check/check-sources";

export interface Snapshot {
  sources: DataSource[];
  pageRoutes: string[];
  /** Objects written on one line in the files (cms/files/print-json.ts). */
  layout: string[];
}

let current: Snapshot & { values: Record<string, unknown> };
/** The snapshot as the server last answered it. */
let served: Snapshot;

/** Files published in this session: their text before and after, kept while the server still answers `before`. */
const publishedHere = new Map<string, { before: string | undefined; after: string }>();
const listeners = new Set<() => void>();

/** Calls `listener` whenever the snapshot changes; returns how to stop. */
export function onSnapshot(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function settle(next: Snapshot): void {
  served = next;
  const sources = next.sources.map((source) => {
    const mine = publishedHere.get(source.file);
    if (!mine) return source;
    if (mine.before === source.source) return { ...source, source: mine.after };
    publishedHere.delete(source.file); // the server has it now (or something newer)
    return source;
  });
  for (const [file, { before, after }] of publishedHere)
    if (before === undefined && !sources.some((s) => s.file === file)) sources.push({ file, source: after });
  const values = Object.fromEntries(sources.map(({ file, source }) => [file, JSON.parse(source) as unknown]));
  current = { ...next, sources, values };
  for (const listener of listeners) listener();
}

/** `file` (under data/) as just published with `source`: the snapshot holds it at once, before any build. */
export function published(file: string, source: string): void {
  const before = served.sources.find((s) => s.file === file)?.source;
  if (before === source) return;
  const earlier = publishedHere.get(file);
  publishedHere.set(file, { before: earlier ? earlier.before : before, after: source });
  settle(served);
}

/**
 * Fetches the snapshot again; the CMS starts after the first one arrives, which the admin page preloads (cms/build/build.ts):
 * that first fetch takes the preloaded answer, every later one asks the server.
 */
export async function loadSnapshot({ preloaded = false } = {}): Promise<void> {
  const response = await fetch("/admin/data.json", { cache: preloaded ? "default" : "no-store" });
  if (!response.ok) throw new Error(`/admin/data.json: ${response.status}`);
  settle((await response.json()) as Snapshot);
}

export const snapshot = () => current;
