// npm run serve: the production build in public/ on http://127.0.0.1:9000 (PORT to change), with the local backend.
import fs from "node:fs";
import path from "node:path";
import { createStaticServer, LOCAL_EXPERIMENT_KEY, type ExperimentServing } from "./static-server";
import { root, startBackend, superviseChildren } from "./with-backend";

const USAGE = `Usage: npm run serve
Serves public/ (npm run build first) on http://127.0.0.1:9000 as the host does, with the local backend on
127.0.0.1:54321. PORT changes the port; BACKEND=off leaves port 54321 to another server.
Pages under an experiment (public/_experiments.json) get a version per request, as on the host: EXPERIMENT_KEY is
the key (a fixed development key when unset). For tests only: EXPERIMENT_TODAY=YYYY-MM-DD fixes the UTC day, and
TRUST_FORWARDED_FOR=1 takes the client's address from X-Forwarded-For.`;

/** How this server draws experiment versions, from the environment (see USAGE); a malformed day stops it. */
function experimentServing(env: NodeJS.ProcessEnv): ExperimentServing {
  const today = env.EXPERIMENT_TODAY || undefined;
  if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today))
    throw new Error(`EXPERIMENT_TODAY must be a day as YYYY-MM-DD, not ${JSON.stringify(today)}`);
  return {
    secret: env.EXPERIMENT_KEY || LOCAL_EXPERIMENT_KEY,
    today,
    trustForwardedFor: env.TRUST_FORWARDED_FOR === "1",
  };
}

async function main(): Promise<void> {
  const publicDir = path.join(root, "public");
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error("No production build in public/. Run `npm run build` first.");
    process.exit(1);
  }
  // The opt-in to the local backend: the build in public/ is the local one unless it was built with hosted settings
  // (then the backend is not started: see startBackend; BACKEND=off leaves port 54321 to `supabase start`).
  process.env.LOCAL_BACKEND ??= "1";
  const port = Number(process.env.PORT ?? 9000);
  // The links in the mails the local backend writes (.data/mail/) lead to this server.
  process.env.MAIL_SITE_URL ??= `http://127.0.0.1:${port}`;
  const backend = await startBackend();
  const server = createStaticServer({ root: publicDir, experiments: experimentServing(process.env) });
  server.listen(port, "127.0.0.1", () => console.log(`Serving the production build at http://127.0.0.1:${port}`));
  superviseChildren([backend], null);
  process.on("SIGTERM", () => server.close());
  process.on("SIGINT", () => server.close());
}

if (process.argv.includes("--help")) console.log(USAGE);
else
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
