// `npm run check:layers`: no import circle, and no two folders that import each other. dependency-cruiser reads
// every import (TypeScript included); this file groups modules into folders and holds the rules:
// - no module takes part in a circle of imports;
// - no two folders import each other, in any number of steps through other folders (a folder is a top-level
//   folder, or a folder of src/: src/contracts, src/components, src/lib, ...); tests may import any folder;
// - the contracts (src/contracts) import no other folder of the project: gatsby/, build/, cms/, tools/ and the
//   site all stand on them.
// Run in CI (.ci/run) and by its test (layers.test.ts), which shows it failing on a made-up tie.
import path from "node:path";
import type { ICruiseResult } from "dependency-cruiser";

export const ROOTS = [
  "src",
  "gatsby",
  "build",
  "cms",
  "tools",
  "backend",
  "bench",
  "e2e",
  "content-tests",
  "jest",
  "supabase/functions",
  "emails",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
];

export const CONTRACTS = "src/contracts";

/** The folder a module belongs to: src/<folder> inside src/, else its top-level folder (or file). */
export function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "src" && parts.length > 2) return `src/${parts[1]}`;
  if (parts[0] === "supabase" && parts.length > 2) return `supabase/${parts[1]}`;
  return parts.length > 1 ? parts[0] : file;
}

/** Tests, browser tests and their helpers may import any folder: they stand on top of everything. */
export const isTest = (file: string) =>
  /\.test\.[cm]?[jt]sx?$/.test(file) || /^(e2e|content-tests|jest)\//.test(file) || /(^|\/)tests\//.test(file);

export interface Edge {
  from: string;
  to: string;
}

/**
 * The problems in a graph of module imports (paths relative to the project, "/" separators), besides circles of
 * modules, which dependency-cruiser finds: folders that reach each other, and contracts that import the project.
 */
export function layerProblems(edges: Edge[]): string[] {
  const folderEdges = new Map<string, Map<string, Edge>>();
  for (const edge of edges) {
    if (isTest(edge.from)) continue;
    const [from, to] = [folderOf(edge.from), folderOf(edge.to)];
    if (from === to) continue;
    if (!folderEdges.has(from)) folderEdges.set(from, new Map());
    if (!folderEdges.get(from)!.has(to)) folderEdges.get(from)!.set(to, edge);
  }
  const problems: string[] = [];
  for (const [from, targets] of folderEdges) {
    if (from === CONTRACTS) {
      for (const [to, edge] of targets) {
        problems.push(`the contracts import ${to}/: ${edge.from} -> ${edge.to}`);
      }
    }
  }
  // Folders that reach each other (directly or through others) form a strongly connected component.
  for (const component of stronglyConnected([...folderEdges.keys()], (f) => [...(folderEdges.get(f)?.keys() ?? [])])) {
    if (component.length < 2) continue;
    const members = new Set(component);
    const ties = component.flatMap((from) =>
      [...(folderEdges.get(from) ?? [])]
        .filter(([to]) => members.has(to))
        .map(([to, edge]) => `    ${from} -> ${to} (${edge.from} -> ${edge.to})`),
    );
    problems.push(`these folders import each other: ${component.sort().join(", ")}\n${ties.sort().join("\n")}`);
  }
  return problems;
}

/** Tarjan's algorithm: the strongly connected components of a directed graph. */
function stronglyConnected(nodes: string[], next: (node: string) => string[]): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const other of next(node)) {
      if (!index.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node)!, low.get(other)!));
      } else if (onStack.has(other)) {
        low.set(node, Math.min(low.get(node)!, index.get(other)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return components;
}

/** Cruises the project (or `roots` under `baseDir`) and returns every problem, circles of modules included. */
export async function checkLayers(
  baseDir: string,
  roots = ROOTS,
): Promise<{ problems: string[]; modules: number; folderLinks: number }> {
  // An ES module only: loaded when the check runs, so that its test (Jest, CommonJS) can import the rules.
  const { cruise } = await import("dependency-cruiser");
  const result = await cruise(
    roots,
    {
      baseDir,
      doNotFollow: { path: "node_modules" },
      exclude: { path: "(^|/)(node_modules|public|\\.cache)/" },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: path.join(baseDir, "tsconfig.json") },
      ruleSet: {
        forbidden: [{ name: "no-circular", severity: "error", from: {}, to: { circular: true } }],
      },
      validate: true,
    },
    undefined,
    { tsConfig: undefined },
  );
  const output = result.output as ICruiseResult;
  const circles = output.summary.violations
    .filter((violation) => violation.rule.name === "no-circular")
    .map(
      (violation) =>
        `an import circle: ${[violation.from, ...(violation.cycle ?? []).map((c) => c.name)].join(" -> ")}`,
    );
  const edges = output.modules.flatMap((module) =>
    module.dependencies
      .filter(
        (dependency) =>
          !dependency.coreModule && !dependency.couldNotResolve && !/node_modules/.test(dependency.resolved),
      )
      .map((dependency) => ({ from: module.source, to: dependency.resolved })),
  );
  const folderLinks = new Set(
    edges
      .filter((e) => !isTest(e.from) && folderOf(e.from) !== folderOf(e.to))
      .map((e) => `${folderOf(e.from)}>${folderOf(e.to)}`),
  );
  return {
    problems: [...new Set(circles)].concat(layerProblems(edges)),
    modules: output.modules.length,
    folderLinks: folderLinks.size,
  };
}

async function main(): Promise<void> {
  const { problems, modules, folderLinks } = await checkLayers(path.resolve(__dirname, "..", ".."));
  if (problems.length > 0) {
    console.error(`The layers are tangled:\n${problems.map((p) => `- ${p}`).join("\n")}`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `Layers: ${modules} modules, ${folderLinks} links between folders: no import circle, no two folders importing ` +
      "each other, and the contracts import nothing of ours.",
  );
}

if (require.main === module) void main();
