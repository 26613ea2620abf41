// npm start: the local backend (PGlite) and `gatsby develop`, together.
import { spawn } from "node:child_process";
import { bin, root, startBackend, superviseChildren } from "./with-backend.mjs";

// The opt-in to the local backend (gatsby/supabase-settings.ts), so `npm install && npm start` works as it is.
process.env.LOCAL_BACKEND ??= "1";

const backend = await startBackend();
const develop = spawn(bin("gatsby"), ["develop", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
superviseChildren([backend, develop], develop);
