// The Netlify Edge Function of the experiments, generated after each build from public/_experiments.json: one file
// in .netlify/v1/edge-functions/ (Netlify's Frameworks API, which reads a function's declaration from its inline
// `config`), declaring exactly the manifest's paths, so every other page is served from the CDN as before. No
// experiment: no function file at all. The code is src/experiments/edge.ts; this file only binds it to the paths.
import fs from "node:fs";
import path from "node:path";
import { readManifest, type ServedExperiment } from "../src/experiments/manifest";

/** The manifest's name in public/ (written by the build from data/: see docs/operators/experiments.md). */
const MANIFEST_FILE = "_experiments.json";
/** The function's name on Netlify and its file under the project's .netlify/v1/edge-functions/. */
const FUNCTION_NAME = "hero-experiments";

/** The experiments in public/_experiments.json; none where the build wrote no manifest. */
export function readPublicManifest(publicDir: string): ServedExperiment[] {
  const file = path.join(publicDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) return [];
  return readManifest(JSON.parse(fs.readFileSync(file, "utf8")));
}

/** The function file's text: the experiments and their paths inline, the handler imported from src/experiments. */
function renderEdgeFunction(experiments: ServedExperiment[], handlerImport: string): string {
  const config = {
    path: experiments.map((experiment) => experiment.path),
    // A failure of the function serves the page as if there were none: version A, from the CDN.
    onError: "bypass",
    name: "Hero experiments",
    generator: "scriptreel build/experiments-edge.ts",
  };
  return [
    "// Written by build/experiments-edge.ts after `npm run build`, from public/_experiments.json: do not edit.",
    `import { experimentsEdgeFunction } from ${JSON.stringify(handlerImport)};`,
    "",
    `export default experimentsEdgeFunction(${JSON.stringify(experiments, null, 2)});`,
    "",
    `export const config = ${JSON.stringify(config, null, 2)};`,
    "",
  ].join("\n");
}

/**
 * Writes (or removes, without experiments) the function into <projectDir>/.netlify/v1/edge-functions/. Returns the
 * paths it runs on.
 */
export function writeExperimentsEdgeFunction({
  publicDir,
  projectDir,
  handlerFile = path.join(projectDir, "src", "experiments", "edge.ts"),
}: {
  publicDir: string;
  projectDir: string;
  handlerFile?: string;
}): string[] {
  const experiments = readPublicManifest(publicDir);
  const dir = path.join(projectDir, ".netlify", "v1", "edge-functions");
  const file = path.join(dir, `${FUNCTION_NAME}.ts`);
  if (experiments.length === 0) {
    fs.rmSync(file, { force: true });
    return [];
  }
  fs.mkdirSync(dir, { recursive: true });
  // Deno wants the extension in a relative import; the bundler follows it out of .netlify/ into src/.
  const handler = path.relative(dir, handlerFile).split(path.sep).join("/");
  fs.writeFileSync(file, renderEdgeFunction(experiments, handler.startsWith(".") ? handler : `./${handler}`));
  return experiments.map((experiment) => experiment.path);
}
