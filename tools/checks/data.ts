// `npm run check:data [site root]`: checks every file under data/ against its contract, as the build does and with
// the same lines, in a few seconds, then lays out in Prettier's way any file written in other spaces or line breaks
// (format-data.ts). Exit code 1 when anything is wrong.
import path from "node:path";
import { formatReport, listDataFiles, validateData } from "../../src/contracts/check/validate-data";
import { CONTRACTS } from "../../src/contracts";

/** What the command prints and its exit code, for the site rooted at `root`. */
export function checkDataReport(root: string): { ok: boolean; text: string } {
  const started = performance.now();
  const dataDir = path.join(root, "data");
  const problems = validateData(dataDir, path.join(root, "src/pages"), CONTRACTS);
  const ms = Math.round(performance.now() - started);
  if (problems.length > 0) return { ok: false, text: formatReport(problems) };
  const count = listDataFiles(dataDir).length;
  return { ok: true, text: `data/ is sound: ${count} files checked against their contracts in ${ms} ms.` };
}

async function main(arg: string | undefined): Promise<void> {
  if (arg === "--help") {
    console.log("Usage: npm run check:data [-- <site root>]   (default: this repository)");
    return;
  }
  const root = path.resolve(arg ?? path.join(__dirname, "../.."));
  const { ok, text } = checkDataReport(root);
  if (ok) console.log(text);
  else console.error(text);
  process.exitCode = ok ? 0 : 1;
  // Loaded here: Prettier 3 cannot load inside Jest, whose tests call checkDataReport.
  const { formatDataFiles } = await import("./format-data");
  const formatted = await formatDataFiles(path.join(root, "data"));
  if (formatted.length > 0) {
    const files = formatted.map((file) => `  - data/${file}`).join("\n");
    console.log(`Laid out as the content manager writes them (spaces and line breaks only):\n${files}`);
  }
}

if (require.main === module) void main(process.argv[2]);
