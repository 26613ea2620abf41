/**
 * The experiments manifest, public/_experiments.json (written by the build from data/, read by the edge function's
 * generator in build/ and by the local server): one entry a page under an experiment, with its dates and the URL
 * path of each version's static file. Kept free of Node and DOM APIs: the Netlify Edge Function (Deno) imports it.
 */

/** One version as served: its name (A, B, C), its share in percent and the URL path of its file (no .html). */
export interface ServedVersion {
  name: string;
  share: number;
  file: string;
}

/** One experiment as served: the page's own path, its first and last UTC day (inclusive) and its versions, A first. */
export interface ServedExperiment {
  id: string;
  path: string;
  start: string;
  end: string;
  versions: ServedVersion[];
}

interface ExperimentManifest {
  experiments: ServedExperiment[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// Segments of letters, digits, _ and -: never "//" (another host to new URL) nor "..".
const URL_PATH = /^(\/[A-Za-z0-9_-]+)+$|^\/$/;

/** Why an entry cannot be served, or null. */
function problemOf(entry: ServedExperiment): string | null {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.id ?? "")) return "an id that is not kebab-case";
  if (!URL_PATH.test(entry.path ?? "")) return "a path that is not a URL path";
  if (!DAY.test(entry.start ?? "") || !DAY.test(entry.end ?? "")) return "a start or end that is not YYYY-MM-DD";
  const versions = Array.isArray(entry.versions) ? entry.versions : [];
  if (versions.length < 2 || versions[0].name !== "A") return "fewer than two versions, or A not first";
  if (versions.some((v) => !Number.isInteger(v.share) || v.share < 0 || !URL_PATH.test(v.file ?? "")))
    return "a version without a whole share or a URL path";
  if (versions.reduce((sum, v) => sum + v.share, 0) !== 100) return "shares that do not sum to 100";
  return null;
}

/**
 * The manifest's experiments from its parsed JSON, each checked: a broken entry throws, naming it, since serving
 * a half-read experiment would split visitors wrongly. Two entries on one path throw too.
 */
export function readManifest(json: unknown): ServedExperiment[] {
  const experiments = (json as Partial<ExperimentManifest> | null)?.experiments;
  if (!Array.isArray(experiments)) throw new Error("_experiments.json: no experiments list");
  const paths = new Set<string>();
  for (const entry of experiments) {
    const problem = problemOf(entry);
    if (problem) throw new Error(`_experiments.json: experiment ${JSON.stringify(entry?.id)} has ${problem}`);
    if (paths.has(entry.path)) throw new Error(`_experiments.json: two experiments on ${entry.path}`);
    paths.add(entry.path);
  }
  return experiments;
}

/** The experiment on a request's path (exactly the page's path), or undefined. */
export function experimentOnPath(experiments: ServedExperiment[], pathname: string): ServedExperiment | undefined {
  return experiments.find((experiment) => experiment.path === pathname);
}
