// npm start: the local backend (PGlite), decap-server for the content manager at /admin, and `gatsby develop`.
// Arguments go to `gatsby develop` (npm start -- --port 8001).
import { spawn } from "node:child_process";
import { bin, root, startBackend, superviseChildren } from "./with-backend";
import { startCmsServer } from "./cms-server";
import { prepareRehearsal } from "./cms-rehearsal";

const USAGE = `Usage: npm start [-- <gatsby develop options>]
The local backend on 127.0.0.1:54321, decap-server on :8081 and \`gatsby develop\` on :8000.
/admin rehearses the live site's drafts, review and Publish on a copy of the content in .data/cms-rehearsal/;
\`npm run cms:publish\` copies what is published there into data/ and static/.
LOCAL_BACKEND=1 by default; BACKEND=off leaves port 54321 to another server; CMS_SERVER=off skips decap-server.`;

async function main(args: string[]): Promise<void> {
  // The opt-in to the local backend (build/supabase-settings.ts), so `npm install && npm start` works as it is.
  process.env.LOCAL_BACKEND ??= "1";
  // The links in the mails the local backend writes (.data/mail/) lead to the development server.
  process.env.MAIL_SITE_URL ??= "http://localhost:8000";

  const backend = await startBackend();
  // The content manager at /admin edits a rehearsal of its own (drafts as branches there), never this working copy.
  let cmsServer = null;
  if (process.env.CMS_SERVER !== "off") {
    const rehearsal = prepareRehearsal();
    process.env.CMS_CONTENT_DIR = rehearsal; // /admin/data.json (cms/build/dev-server.ts) reads the rehearsal's content
    cmsServer = await startCmsServer({ repoDir: rehearsal, mode: "git" });
  }
  const develop = spawn(bin("gatsby"), ["develop", ...args], { cwd: root, stdio: "inherit" });
  superviseChildren([backend, cmsServer, develop], develop);
}

if (process.argv.includes("--help")) console.log(USAGE);
else
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
