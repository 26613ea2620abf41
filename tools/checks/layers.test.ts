// `npm run check:layers` is dependency-cruiser with the rules of .dependency-cruiser.cjs, then of
// .dependency-cruiser.folders.cjs. Each rule is shown failing here on a small tree with planted imports, run the way
// the script runs them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");
const DEPCRUISE = path.join(ROOT, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");

/** Runs the check over a tree of these files (path: source); returns its exit code and what it printed. */
function checkLayers(files: Record<string, string>): { code: number; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
  try {
    fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { allowJs: true } }));
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), source);
    }
    // Both passes, even when the first fails (the script stops there), so that one tree can show every rule.
    let output = "";
    let code = 0;
    for (const config of [".dependency-cruiser.cjs", ".dependency-cruiser.folders.cjs"]) {
      const args = [DEPCRUISE, "--config", path.join(ROOT, config), "."];
      try {
        output += execFileSync(process.execPath, args, { cwd: dir, encoding: "utf8", stdio: "pipe" });
      } catch (error) {
        const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
        output += `${stdout}${stderr}`;
        code = code || status;
      }
    }
    return { code, output };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A small project whose floors hold: each folder imports only below it or on its own floor, one way. */
const LAYERED: Record<string, string> = {
  "src/contracts/site.ts": "export const site = 1;\n",
  "src/lib/seo.ts": 'import { site } from "../contracts/site";\nexport const seo = site;\n',
  "backend/server.ts": 'import { seo } from "../src/lib/seo";\nexport const server = seo;\n',
  "build/page.ts": 'import { server } from "../backend/server";\nexport const page = server;\n',
  "gatsby/post-build.ts": 'import { page } from "../build/page";\nexport const hook = page;\n',
  "tools/report.ts": 'import { hook } from "../gatsby/post-build";\nexport const report = hook;\n',
  // Tests stand on top: this one may import a tool.
  "src/lib/seo.test.ts": 'import { report } from "../../tools/report";\nexport const t = report;\n',
};

describe("npm run check:layers (dependency-cruiser's forbidden rules)", () => {
  it("passes a project whose imports run down the floors", () => {
    expect(checkLayers(LAYERED)).toMatchObject({ code: 0 });
  });

  it("fails on a circle, an import up a floor, contracts importing the project, and folders importing each other", () => {
    const { code, output } = checkLayers({
      ...LAYERED,
      // A circle of modules.
      "src/lib/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "src/lib/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
      // Imports running up: the site to the tools, the servers to the tools, the contracts to the site.
      "src/lib/admin.ts": 'import { report } from "../../tools/report";\nexport const admin = report;\n',
      "backend/uses-tools.ts": 'import { report } from "../tools/report";\nexport const x = report;\n',
      "src/contracts/home.ts": 'import { seo } from "../lib/seo";\nexport const home = seo;\n',
      // Two folders of one floor that import each other (build/page.ts imports backend/), with no circle of modules.
      "backend/uses-build.ts": 'import { other } from "../build/other";\nexport const x = other;\n',
      "build/other.ts": "export const other = 1;\n",
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/error no-circular: src\/lib\/([ab])\.ts →\s+src\/lib\/[ab]\.ts →\s+src\/lib\/\1\.ts/);
    expect(output).toMatch(/error no-import-up-from-floor-2: src\/lib\/admin\.ts → tools\/report\.ts/);
    expect(output).toMatch(/error no-import-up-from-floor-3: backend\/uses-tools\.ts → tools\/report\.ts/);
    expect(output).toMatch(/error contracts-import-nothing-of-ours: src\/contracts\/home\.ts → src\/lib\/seo\.ts/);
    expect(output).toMatch(/error no-folder-circle: (backend|build) →\s+(build|backend) →\s+\1\s/);
    expect(output).not.toMatch(/no-circular: (backend|build)\//);
  });
});
