/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { CONTRACTS } from "..";
import { findProblems } from "./validate-data";

const root = path.resolve(__dirname, "../../..");
const pagesDir = path.join(root, "src/pages");

/** A site of data/ and static/videos/ in a temp folder, changed by `change`; the problems the build would report. */
function problemsWith(change: (siteRoot: string) => void): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pictures-"));
  try {
    fs.cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true });
    fs.cpSync(path.join(root, "static/videos"), path.join(dir, "static/videos"), { recursive: true });
    change(dir);
    return findProblems(path.join(dir, "data"), pagesDir, CONTRACTS).map((p) => p.line);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The first bytes of a PNG of that size: all the check reads for its format and size. */
function pngHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

const agent = JSON.parse(fs.readFileSync(path.join(root, "data/agent.json"), "utf8")) as {
  features: { items: { image_name: string }[] };
};
const brollIndex = agent.features.items.findIndex((item) => item.image_name === "images/features/b-roll.png");

describe("the pictures the data files name", () => {
  it("are all there and fit their kind, as committed", () => {
    expect(problemsWith(() => undefined)).toEqual([]);
  });

  it("are read from disk: too few pixels, too many bytes, another format, or missing", () => {
    const problems = problemsWith((site) => {
      fs.writeFileSync(path.join(site, "data/images/features/b-roll.png"), pngHeader(400, 250));
      const poster = path.join(site, "static/videos/showcase-4.jpg");
      fs.writeFileSync(poster, Buffer.concat([fs.readFileSync(poster), Buffer.alloc(600_000)]));
      fs.writeFileSync(path.join(site, "static/videos/about-intro.jpg"), "GIF89a");
      fs.rmSync(path.join(site, "data/images/screenshots/script.png"));
      fs.writeFileSync(path.join(site, "static/videos/showcase-1.jpg"), pngHeader(640, 360));
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        `data/agent.json: document, field "features.items[${brollIndex}].image_name": ` +
          "This picture is 400 x 250 pixels; a feature picture must be at least 800 x 500 pixels.",
        'data/agent.json: document, field "screenshots.slides[1].image_name": ' +
          "names a picture that is not there: data/images/screenshots/script.png",
        'data/home.json: document, field "showcase.featured.poster": ' +
          "This picture is 606 KB; a video poster must be at most 500 KB.",
        'data/pages/about.json: document, field "sections[1].video.poster": ' +
          "This file is not a JPEG or PNG picture; a video poster must be a JPEG or PNG file.",
        'data/showcase.json: entry "rise-of-openai" (index 0), field "poster": ' +
          "This picture is 640 x 360 pixels; a video poster must be at least 960 x 540 pixels.",
      ]),
    );
  });
});
