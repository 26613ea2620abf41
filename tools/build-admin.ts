// tsx tools/build-admin.ts <dir>: builds the content manager into <dir> (cms/build.ts). The dev server runs it in
// its own process, so that gatsby develop never loads esbuild or Tailwind's compiler itself.
import { buildAdmin } from "../cms/build";

const [outDir] = process.argv.slice(2);
if (!outDir) throw new Error("usage: tsx tools/build-admin.ts <dir>");
buildAdmin(outDir, { withData: process.env.ADMIN_DATA !== "off" })
  .then(({ bytes }) => console.log(`${Math.round(bytes / 1024)} KB`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
