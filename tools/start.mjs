// npm start: the local backend (PGlite), decap-server for the content manager at /admin, and `gatsby develop`.
import { spawn } from "node:child_process";
import { bin, root, startBackend, superviseChildren } from "./with-backend.mjs";
import { startCmsServer } from "./cms-server.mjs";

// The opt-in to the local backend (gatsby/supabase-settings.ts), so `npm install && npm start` works as it is.
process.env.LOCAL_BACKEND ??= "1";
// The links in the mails the local backend writes (.data/mail/) lead to the development server.
process.env.MAIL_SITE_URL ??= "http://localhost:8000";

const backend = await startBackend();
const cmsServer = await startCmsServer(); // the content manager at /admin edits this working copy
const develop = spawn(bin("gatsby"), ["develop", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
superviseChildren([backend, cmsServer, develop], develop);
