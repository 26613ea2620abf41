// What the three generators share: their arguments (--check, --help), and writing their files or, with --check,
// only comparing them with the files in the working copy (nothing written; exit code 1 when one differs).
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(__dirname, "../..");

/** `value` as JSON, laid out as Prettier lays out `file` with the repository's settings. */
export async function prettierJson(file: string, value: unknown): Promise<string> {
  // Loaded here, not on import: mail-site.ts needs no Prettier, and its test runs where Prettier cannot load.
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(value), { ...options, filepath: file });
}

/** "check" for --check, else "write"; --help prints `usage` and exits, anything else exits 1 with it. */
export function generatorMode(argv: string[], usage: string): "write" | "check" {
  if (argv.includes("--help")) {
    console.log(usage);
    process.exit(0);
  }
  const unknown = argv.find((arg) => arg !== "--check");
  if (unknown !== undefined) {
    console.error(`Unknown argument "${unknown}".\n${usage}`);
    process.exit(1);
  }
  return argv.includes("--check") ? "check" : "write";
}

/**
 * Writes every file (absolute path -> text) and removes `leftOver`; in check mode writes nothing, names every file
 * that differs, is missing or is left over, and sets exit code 1. Returns whether all of them were current.
 */
export function writeOrCheck(
  files: Map<string, string>,
  mode: "write" | "check",
  { command, leftOver = [] }: { command: string; leftOver?: string[] },
): boolean {
  const stale = [...files].filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text);
  const names = [...stale.map(([file]) => file), ...leftOver].map((file) => path.relative(root, file));
  if (mode === "check") {
    if (names.length > 0) {
      console.error(`Stale, missing or left over (run \`${command}\`):\n${names.map((n) => `  - ${n}`).join("\n")}`);
      process.exitCode = 1;
    }
    return names.length === 0;
  }
  for (const [file, text] of stale) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  for (const file of leftOver) fs.rmSync(file);
  return names.length === 0;
}
