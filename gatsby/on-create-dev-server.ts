/**
 * During `npm start` (gatsby develop), every change under data/ is checked against the contracts at once. A broken
 * file prints the contract's lines in the terminal, and any page opened in the browser shows them instead of a
 * GraphQL error; the page reloads by itself once the file is fixed.
 */
import chokidar from "chokidar";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { CONTRACTS } from "../src/contracts";
import { contentError, type ContentReporter } from "./on-pre-bootstrap";
import { findProblems, formatReport, validateData } from "../src/contracts/check/validate-data";
import type { Problem } from "../src/contracts/check/check-sources";
import { serveAdmin } from "../cms/build/dev-server";
import { escapeHtml } from "../supabase/functions/_shared/html";

const root = path.resolve(__dirname, "..");

/** The browser asks here whether data/ is sound again. */
const DATA_CHECK_PATH = "/__data-check";

/**
 * Calls `onChange` with the current problems after each burst of changes under data/ (editors save in steps).
 * chokidar, not fs.watch: Node's recursive fs.watch on Linux watches each file, and goes blind to a file once it is
 * replaced rather than edited in place (git checkout, an editor's write-and-rename, a CMS's save).
 * @internal Exported for its tests only (knip --production).
 */
export function watchData(
  siteRoot: string,
  onChange: (problems: string[]) => void,
  { delayMs = 150, onReady }: { delayMs?: number; onReady?: () => void } = {},
): () => void {
  const dataDir = path.join(siteRoot, "data");
  let timer: NodeJS.Timeout | undefined;
  const watcher = chokidar.watch(dataDir, { ignoreInitial: true }).on("all", () => {
    clearTimeout(timer);
    timer = setTimeout(() => onChange(validateData(dataDir, path.join(siteRoot, "src/pages"), CONTRACTS)), delayMs);
  });
  if (onReady) watcher.on("ready", onReady);
  return () => {
    clearTimeout(timer);
    void watcher.close();
  };
}

/**
 * The page shown for every page while data/ is broken: the report, and a reload once it is sound again.
 * @internal Exported for its tests only (knip --production).
 */
export function contentErrorPage(report: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Content error</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1f2937}pre{white-space:pre-wrap;background:#fef2f2;
border:1px solid #fca5a5;border-radius:.5rem;padding:1rem;font-size:14px}</style></head>
<body><main><h1>Content error</h1>
<p>A file under data/ breaks its contract. Fix it and save: this page reloads by itself.</p>
<pre role="alert">${escapeHtml(report)}</pre></main>
<script>setInterval(function(){fetch("${DATA_CHECK_PATH}").then(function(r){return r.json()}).then(function(d){
if(!d.problems.length)location.reload()}).catch(function(){})},1000)</script></body></html>`;
}

/** The one-off pages of single files (the others' addresses come from their folder and file name). */
const FILE_PAGES: Record<string, string> = {
  "home.json": "/",
  "showcase.json": "/",
  "agent.json": "/ai-agent",
  "project.json": "/project",
};

/**
 * The address of the one page a data file makes, if it makes one ("industries/coaches.json" → /industries/coaches).
 * @internal Exported for its tests only (knip --production).
 */
export function pageOfFile(file: string): string | undefined {
  if (FILE_PAGES[file]) return FILE_PAGES[file];
  const match = /^(industries|use-cases|pages|legal)\/([a-z0-9-]+)\.json$/.exec(file);
  if (!match) return undefined;
  return match[1] === "industries" || match[1] === "use-cases" ? `/${match[1]}/${match[2]}` : `/${match[2]}`;
}

/**
 * Which problems a request for `address` shows: a missing or unusable picture breaks only the page that shows it
 * (every other page keeps working while an editor fixes it); any other problem, every page, as before.
 * @internal Exported for its tests only (knip --production).
 */
export function problemsFor(address: string, problems: Problem[]): Problem[] {
  const page = address.length > 1 ? address.replace(/\/$/, "").split(/[?#]/)[0] : "/";
  return problems.filter((p) => p.rule !== "picture" || !pageOfFile(p.file) || pageOfFile(p.file) === page);
}

// The few parts of Express's request and response used here (Gatsby's types leave `app` untyped).
interface Request {
  method: string;
  path: string;
  headers: { accept?: string };
}
interface Response {
  json(body: unknown): void;
  status(code: number): Response;
  type(type: string): Response;
  send(body: string): void;
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  const contentReporter = reporter as unknown as ContentReporter;
  let problems: string[] = [];
  let found: Problem[] = [];
  watchData(root, (next) => {
    if (next.length > 0) contentReporter.error(contentError(contentReporter, formatReport(next)));
    else if (problems.length > 0) contentReporter.success("Content check: data/ is sound again.");
    problems = next;
    found = next.length > 0 ? findProblems(path.join(root, "data"), path.join(root, "src/pages"), CONTRACTS) : [];
  });
  serveAdmin(app, (message) => reporter.info(message));
  app.get(DATA_CHECK_PATH, (_req: Request, res: Response) => {
    res.json({ problems });
  });
  // Only page loads (HTML): scripts, page data and hot updates pass, so the page comes back once fixed.
  app.use((req: Request, res: Response, next: () => void) => {
    if (problems.length === 0 || req.method !== "GET" || !(req.headers.accept ?? "").includes("text/html")) {
      return next();
    }
    const here = found.length > 0 ? problemsFor(req.path, found).map((p) => p.line) : problems;
    if (here.length === 0) return next();
    res
      .status(500)
      .type("html")
      .send(contentErrorPage(formatReport(here)));
  });
};
