// Which data files are in Prettier's layout, asked of Prettier's own command in a process of its own: Prettier 3
// cannot load inside Jest. The repository's settings, as `npm run check:data` lays files out (tools/checks/format-data.ts).
import { spawnSync } from "child_process";
import path from "path";

const root = path.resolve(__dirname, "..");

/** The files among `files` (absolute paths) that Prettier would lay out otherwise. */
export function notInPrettierLayout(files: string[]): string[] {
  const prettier = path.join(root, "node_modules/.bin/prettier");
  const args = ["--list-different", "--no-editorconfig", "--config", path.join(root, ".prettierrc.json"), ...files];
  const result = spawnSync(prettier, args, { encoding: "utf8" });
  // 0: all laid out; 1: some are not (listed); 2: Prettier failed.
  if (result.status !== 0 && result.status !== 1) throw new Error(`prettier: ${result.stderr || result.error}`);
  return result.stdout
    .split("\n")
    .filter(Boolean)
    .map((file) => path.resolve(root, file));
}
