// npm start: the local backend (PGlite) and `gatsby develop`, together.
import { spawn } from "node:child_process";
import { bin, root, startBackend, superviseChildren } from "./with-backend.mjs";

const backend = await startBackend();
const develop = spawn(bin("gatsby"), ["develop", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
superviseChildren([backend, develop], develop);
