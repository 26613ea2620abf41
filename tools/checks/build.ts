// `npm run check:build [-- --supabase-url URL] [--public DIR]`: the checks of build/build-checks.ts on public/
// (or DIR), exiting 1 with one line per problem. With --supabase-url, the CSP's connect-src must also name that
// origin. LOCAL_BACKEND=1 allows loopback addresses, as in the build.
import path from "node:path";
import { checkBuild } from "../../build/build-checks";

const USAGE = `Usage: npm run check:build [-- --supabase-url URL] [--public DIR]
The build checks on public/ (or DIR): no source map, no loopback address (unless LOCAL_BACKEND=1), and with
--supabase-url, a CSP whose connect-src names that origin.`;

const root = path.resolve(__dirname, "../..");
const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};

if (argv.includes("--help")) {
  console.log(USAGE);
  process.exit(0);
}
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
