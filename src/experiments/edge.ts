/**
 * The Netlify Edge Function that serves a page under an experiment: the build writes a small file into
 * .netlify/v1/edge-functions/ (build/experiments-edge.ts) that passes the manifest's experiments to
 * experimentsEdgeFunction and declares their paths, so the function runs on those pages only. Per request it draws
 * the version (assign.ts) and answers with that version's static file under the page's own URL, marked private so
 * that no shared cache hands one visitor's version to another. Runs under Deno on Netlify; Jest runs it in Node.
 */
import { chooseVersion, traitsOf, utcDay } from "./assign.ts";
import { experimentOnPath, type ServedExperiment } from "./manifest.ts";

/** What the function uses of Netlify's Context: the client's address and the rest of the request chain. */
export interface EdgeContext {
  ip: string;
  next(request?: Request): Promise<Response>;
}

/**
 * The caching of every response of a page under an experiment: the browser keeps only its own visitor's copy and
 * asks again before each use (each time through this function); no shared cache stores it (docs/developers/
 * decisions.md, "Issue 49: serving").
 */
export const EXPERIMENT_CACHE_CONTROL = "private, max-age=0, must-revalidate";

/** The same response with the experiment's caching (headers of a fetched response are immutable: a copy). */
function withExperimentCaching(response: Response): Response {
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", EXPERIMENT_CACHE_CONTROL);
  return copy;
}

/** The secret from Netlify's environment (Netlify.env in the Edge Runtime), or undefined elsewhere. */
function netlifyEnv(name: string): string | undefined {
  const netlify = (globalThis as { Netlify?: { env: { get(key: string): string | undefined } } }).Netlify;
  return netlify?.env.get(name);
}

/** The Edge Function for these experiments; env reads EXPERIMENT_KEY (Netlify.env unless a test passes its own). */
export function experimentsEdgeFunction(
  experiments: ServedExperiment[],
  { env = netlifyEnv, now = () => new Date() }: { env?: (name: string) => string | undefined; now?: () => Date } = {},
) {
  let saidNoKey = false;
  return async (request: Request, context: EdgeContext): Promise<Response | undefined> => {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const url = new URL(request.url);
    const experiment = experimentOnPath(experiments, url.pathname);
    if (!experiment) return undefined;
    const secret = env("EXPERIMENT_KEY");
    if (!secret && !saidNoKey) {
      saidNoKey = true;
      console.log("experiments: EXPERIMENT_KEY is not set, so every visitor gets version A of every experiment");
    }
    const { version } = await chooseVersion({
      experiment,
      traits: traitsOf(request.headers, context.ip),
      day: utcDay(now()),
      secret,
    });
    // Version A is the page itself; another version's file is fetched down the request chain under its own path,
    // and where that fails (a deploy without the file), the visitor gets A rather than an error.
    let response: Response | null = null;
    if (version.file !== url.pathname) {
      response = await context.next(new Request(new URL(version.file, url.origin), request));
      if (response.status !== 200) {
        await response.body?.cancel();
        response = null;
      }
    }
    return withExperimentCaching(response ?? (await context.next()));
  };
}
