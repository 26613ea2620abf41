// tsx tools/dev/build-admin.ts <dir>: builds the content manager into <dir> (cms/build/build.ts). The dev server runs it
// in its own process, so that gatsby develop never loads esbuild or Tailwind's compiler itself.
import { buildAdmin } from "../../cms/build/build";

const USAGE = "Usage: tsx tools/dev/build-admin.ts <dir>   (ADMIN_DATA=off: without the data snapshot)";
const [outDir] = process.argv.slice(2);
if (outDir === "--help") {
  console.log(USAGE);
  process.exit(0);
}
if (!outDir) {
  console.error(USAGE);
  process.exit(1);
}
buildAdmin(outDir, { withData: process.env.ADMIN_DATA !== "off" })
  .then(({ bytes }) => console.log(`${Math.round(bytes / 1024)} KB`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
