// npm run cms:publish: brings what editors published in the local rehearsal of the content manager
// (.data/cms-rehearsal/, tools/dev/cms-rehearsal.ts) into this working copy's data/ and static/, and lists the files.
// Nothing is committed: review the change (git diff), commit it and push; the host then builds the site with it.
import path from "node:path";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { drafts, mirrorContent, REHEARSAL_DIR } from "./cms-rehearsal";
import { root } from "./with-backend";

const USAGE = `Usage: npm run cms:publish
Copies what is published in the content manager's local rehearsal (${path.relative(root, REHEARSAL_DIR)}, its main
branch) into data/ and static/ here, and lists the files it changed. Drafts that are not published stay behind.`;

export function publishRehearsal(dir = REHEARSAL_DIR, to = root): { changed: string[]; waiting: string[] } {
  if (!fs.existsSync(path.join(dir, ".git"))) throw new Error(`No rehearsal at ${dir}: start it with npm start.`);
  // What is published: the rehearsal's main, whatever branch decap-server has checked out at this moment.
  const files = execFileSync("git", ["ls-tree", "-r", "-z", "--name-only", "main", "--", "data", "static"], {
    cwd: dir,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  const published = fs.mkdtempSync(path.join(path.dirname(dir), "cms-published-"));
  try {
    execFileSync("sh", ["-c", `git archive main | tar -x -C "${published}"`], { cwd: dir });
    // Only what an editor deleted in the rehearsal is deleted here: other new files of the working copy stay.
    const deleted = execFileSync(
      "git",
      ["log", "main", "--diff-filter=D", "--name-only", "--format=", "--", "data", "static"],
      {
        cwd: dir,
        encoding: "utf8",
      },
    )
      .split("\n")
      .filter(Boolean);
    const changed = mirrorContent(published, to, files, deleted);
    return { changed, waiting: drafts(dir) };
  } finally {
    fs.rmSync(published, { recursive: true, force: true });
  }
}

if (require.main === module) {
  if (process.argv.includes("--help")) console.log(USAGE);
  else {
    try {
      const { changed, waiting } = publishRehearsal();
      console.log(
        changed.length === 0
          ? "Nothing new: the working copy already has what is published in the rehearsal."
          : `Copied from the rehearsal:\n${changed.map((f) => `  ${f}`).join("\n")}\nReview with git diff, then commit and push to put it online.`,
      );
      if (waiting.length > 0) console.log(`Still drafts, not copied: ${waiting.join(", ")}`);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  }
}
