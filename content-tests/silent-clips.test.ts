/**
 * A clip without speech (its captions only [describe the picture]) is marked `silent` in data/, so its captions
 * start off and never sit on the words burned into the clip (src/components/ui/VideoFacade.tsx); a clip marked
 * silent has no spoken line in its captions. Read from each captions file in static/videos/.
 */
import fs from "fs";
import path from "path";

const root = path.resolve(__dirname, "..");
const dataDir = path.join(root, "data");

interface Clip {
  file: string;
  captions: string;
  silent?: unknown;
}

/** Every object in a JSON document with a captions file. */
function clipsIn(value: unknown, file: string, found: Clip[] = []): Clip[] {
  if (Array.isArray(value)) value.forEach((v) => clipsIn(v, file, found));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.captions === "string") found.push({ file, captions: record.captions, silent: record.silent });
    Object.values(record).forEach((v) => clipsIn(v, file, found));
  }
  return found;
}

/** The cue texts of a WebVTT file (each cue's lines after its timing line). */
function cueTexts(vtt: string): string[] {
  return vtt
    .replace(/\r/g, "")
    .split(/\n\n+/)
    .filter((block) => block.includes("-->"))
    .map((block) =>
      block
        .split("\n")
        .slice(block.split("\n").findIndex((l) => l.includes("-->")) + 1)
        .join(" "),
    )
    .map((text) => text.trim());
}

const describesOnly = (cues: string[]) => cues.length > 0 && cues.every((cue) => /^\[[^\]]*\]$/.test(cue));

const clips = fs
  .readdirSync(dataDir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".json"))
  .flatMap((file) => clipsIn(JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")), file));

test("the captions' cues are read", () => {
  expect(
    cueTexts("WEBVTT\n\n1\n00:00.000 --> 00:02.000\n[Silence.]\n\n00:02.000 --> 00:03.000\nHello\nthere\n"),
  ).toEqual(["[Silence.]", "Hello there"]);
});

test.each(clips.map((clip) => [`${clip.file} ${clip.captions}`, clip]))(
  "%s: silent exactly when its captions only describe the picture",
  (_name, clip) => {
    const cues = cueTexts(fs.readFileSync(path.join(root, "static", (clip as Clip).captions), "utf8"));
    expect({ captions: (clip as Clip).captions, silent: (clip as Clip).silent === true }).toEqual({
      captions: (clip as Clip).captions,
      silent: describesOnly(cues),
    });
  },
);
