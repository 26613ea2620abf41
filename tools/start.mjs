// npm start: the local backend (PGlite), decap-server for the content manager at /admin, and `gatsby develop`.
import { spawn } from "node:child_process";
import { bin, root, startBackend, superviseChildren } from "./with-backend.mjs";
import { startCmsServer } from "./cms-server.mjs";

// The opt-in to the local backend (gatsby/supabase-settings.ts), so `npm install && npm start` works as it is.
process.env.LOCAL_BACKEND ??= "1";

const backend = await startBackend();
const cmsServer = await startCmsServer(); // the content manager at /admin edits this working copy
const develop = spawn(bin("gatsby"), ["develop", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
superviseChildren([backend, cmsServer, develop], develop);
