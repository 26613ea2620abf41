// Rendering needs React Email's dynamic import of react-dom/server and Prettier, which Jest's module system cannot
// load: the test runs the generator's own --check in Node, as a person would.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { root } from "./output";

test("supabase/functions/_shared/mail-templates.ts matches emails/ (run `npm run generate:mail-templates`)", () => {
  const run = spawnSync(
    path.join(root, "node_modules", ".bin", "tsx"),
    [path.join(root, "tools", "generate", "mail-templates.ts"), "--check"],
    { cwd: root, encoding: "utf8" },
  );
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  expect(run.stdout).toContain("matches emails/");
});
