// node tools/check-build.mjs [--supabase-url URL] [--public DIR]: the checks of gatsby/build-checks.ts on public/
// (or DIR), exiting 1 with one line per problem. With --supabase-url, the CSP's connect-src must also name that
// origin. LOCAL_BACKEND=1 allows loopback addresses, as in the build.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkBuild } from "../gatsby/build-checks.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const supabaseUrl = option("--supabase-url");
const publicDir = path.resolve(root, option("--public") ?? "public");
const problems = checkBuild(publicDir, { localBackend: process.env.LOCAL_BACKEND === "1", supabaseUrl });
if (problems.length > 0) {
  console.error(`The build in ${path.relative(root, publicDir) || publicDir} must not ship:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `${path.relative(root, publicDir)}: no source map, no loopback address${supabaseUrl ? `, connect-src names ${new URL(supabaseUrl).origin}` : ""}`,
);
