/**
 * /admin/data.json is public like every file the site serves: a page taken off the site is not in it (issue 56,
 * finding 8). Before, it held every data file; a page switched off stayed readable there, title and text.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dataSnapshot } from "./data-snapshot";

const root = path.resolve(__dirname, "../..");

test("a page taken off the site is not in the snapshot; every page on the site is, as its file holds it", () => {
  const content = fs.mkdtempSync(path.join(os.tmpdir(), "data-snapshot-"));
  try {
    fs.cpSync(path.join(root, "data"), path.join(content, "data"), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}images`),
    });
    const file = "industries/coaches.json";
    const page = JSON.parse(fs.readFileSync(path.join(content, "data", file), "utf8")) as Record<string, unknown>;
    const secret = "A sentence only the page taken off the site holds";
    fs.writeFileSync(
      path.join(content, "data", file),
      JSON.stringify({ offline: true, ...page, subtitle: secret }, null, 2),
    );

    const snapshot = dataSnapshot(root, content);
    expect(snapshot.sources.map((s) => s.file)).not.toContain(file);
    expect(JSON.stringify(snapshot)).not.toContain(secret);
    const onSite = dataSnapshot(root, root).sources.filter((s) => s.file !== file);
    expect(snapshot.sources).toEqual(onSite);
  } finally {
    fs.rmSync(content, { recursive: true, force: true });
  }
});
