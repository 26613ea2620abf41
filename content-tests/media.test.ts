/**
 * Media named in data/: every self-hosted video and poster is really in static/, and no video comes from a
 * video-sharing site (an id nobody checked plays "Video unavailable"). The embed path itself is tested with a
 * fixture in src/components/home/Showcase.test.tsx.
 */
import fs from "fs";
import path from "path";
import { youtubeIdOf } from "../src/lib/video-source";

const root = path.resolve(__dirname, "..");
const dataDir = path.join(root, "data");
const files = fs
  .readdirSync(dataDir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".json"));

/** Every string value of a JSON document, with the key it sits under. */
function strings(value: unknown, key = "", found: { key: string; value: string }[] = []) {
  if (typeof value === "string") found.push({ key, value });
  else if (Array.isArray(value)) value.forEach((v) => strings(v, key, found));
  else if (value && typeof value === "object") Object.entries(value).forEach(([k, v]) => strings(v, k, found));
  return found;
}
const all = files.flatMap((file) =>
  strings(JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))).map((entry) => ({ file, ...entry })),
);

describe("media in data/", () => {
  it("names only videos and posters that exist in static/", () => {
    const local = all.filter((entry) => entry.value.startsWith("/videos/"));
    const missing = local
      .filter((entry) => !fs.existsSync(path.join(root, "static", entry.value)))
      .map((entry) => `${entry.file}: ${entry.key} ${entry.value}`);
    expect(missing).toEqual([]);
    // The 10 showcase cards, the featured video and the About page's intro, each a clip, a poster and captions.
    expect(local.filter((entry) => entry.key === "videoUrl")).toHaveLength(12);
    expect(local.filter((entry) => entry.key === "poster")).toHaveLength(12);
    expect(local.filter((entry) => entry.key === "captions")).toHaveLength(12);
  });

  it("gives every video a self-hosted file and a poster", () => {
    const videos = all.filter((entry) => entry.key === "videoUrl");
    expect(videos.filter((entry) => !/^\/videos\/[a-z0-9-]+\.mp4$/.test(entry.value))).toEqual([]);
  });

  it("holds no video-sharing link", () => {
    // The template dialog's input placeholder shows the shape of such a link, with no id: the one exception.
    const sharing = all.filter(
      (entry) =>
        youtubeIdOf(entry.value) !== null ||
        (/(youtube(-nocookie)?\.com|youtu\.be)\//.test(entry.value) && entry.key !== "placeholder"),
    );
    expect(sharing.map((entry) => `${entry.file}: ${entry.key} ${entry.value}`)).toEqual([]);
  });

  it("knows a video-sharing link when it sees one (the check above can fail)", () => {
    expect(youtubeIdOf("https://youtu.be/Qm7rT2xVb9K")).toBe("Qm7rT2xVb9K");
  });
});

/** Every object in a JSON document that names a video file. */
function clips(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((v) => clips(v, found));
  else if (value && typeof value === "object") {
    if ("videoUrl" in value) found.push(value as Record<string, unknown>);
    Object.values(value).forEach((v) => clips(v, found));
  }
  return found;
}

/** An MP4 file's length in seconds, from its movie header box (mvhd). */
function mp4Seconds(file: Buffer): number {
  const at = file.indexOf("mvhd");
  if (at < 0) throw new Error("no mvhd box");
  const version = file[at + 4];
  const body = at + 8; // after version and flags
  return version === 1
    ? Number(file.readBigUInt64BE(body + 20)) / file.readUInt32BE(body + 16)
    : file.readUInt32BE(body + 12) / file.readUInt32BE(body + 8);
}

const TIMING = /^(\d{2}):(\d{2}):(\d{2})\.(\d{3}) --> (\d{2}):(\d{2}):(\d{2})\.(\d{3})$/;

/** The cues of a WebVTT file as [start, end, text]; throws on a file a browser would not load. */
function webVttCues(source: string): [number, number, string][] {
  if (!/^WEBVTT(?:[ \t].*)?$/.test(source.split("\n")[0])) throw new Error("the first line must be WEBVTT");
  const blocks = source
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n{2,}/)
    .slice(1);
  return blocks.map((block) => {
    const lines = block.split("\n");
    const timingAt = lines.findIndex((line) => line.includes("-->"));
    const match = TIMING.exec(lines[timingAt] ?? "");
    if (!match) throw new Error(`a cue without a valid timing line: ${block}`);
    const n = match.slice(1).map(Number);
    const start = n[0] * 3600 + n[1] * 60 + n[2] + n[3] / 1000;
    const end = n[4] * 3600 + n[5] * 60 + n[6] + n[7] / 1000;
    if (end <= start) throw new Error(`a cue that ends before it starts: ${lines[timingAt]}`);
    return [start, end, lines.slice(timingAt + 1).join("\n")];
  });
}

describe("captions and clip facts", () => {
  const videos = files.flatMap((file) =>
    clips(JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))).map((clip) => ({ file, clip })),
  );

  it("reads WebVTT and MP4 lengths the way a browser would (the checks below can fail)", () => {
    expect(() => webVttCues("WEBVT\n\n00:00:00.000 --> 00:00:01.000\nHi")).toThrow(/WEBVTT/);
    expect(() => webVttCues("WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nHi")).toThrow(/ends before/);
    expect(webVttCues("WEBVTT\n\n1\n00:00:00.500 --> 00:00:01.000\nHi\nthere")).toEqual([[0.5, 1, "Hi\nthere"]]);
    expect(mp4Seconds(fs.readFileSync(path.join(root, "static/videos/about-intro.mp4")))).toBe(8);
  });

  it.each(videos.map(({ file, clip }) => [`${file}: ${String(clip.videoUrl)}`, clip]))(
    "%s: its captions load, hold words, and fit the clip, whose real length the data gives",
    (_, clip) => {
      const video = fs.readFileSync(path.join(root, "static", String(clip.videoUrl)));
      expect(clip.clipSeconds).toBeCloseTo(mp4Seconds(video), 1);
      const cues = webVttCues(fs.readFileSync(path.join(root, "static", String(clip.captions)), "utf8"));
      expect(cues.length).toBeGreaterThan(0);
      for (const [, end, words] of cues) {
        expect(end).toBeLessThanOrEqual(Number(clip.clipSeconds));
        expect(words.trim()).not.toBe("");
      }
    },
  );
});

describe("AI Agent pictures", () => {
  const agent = JSON.parse(fs.readFileSync(path.join(dataDir, "agent.json"), "utf8"));
  const pictures: [string, number, { image_name: string; alt: string; heading: string }[]][] = [
    [
      "feature",
      18,
      agent.features.items.map((item: { heading: string; image_name: string; image_alt: string }) => ({
        heading: item.heading,
        image_name: item.image_name,
        alt: item.image_alt,
      })),
    ],
    [
      "screenshot",
      3,
      agent.screenshots.slides.map((slide: { title: string; image_name: string; alt: string }) => ({
        heading: slide.title,
        image_name: slide.image_name,
        alt: slide.alt,
      })),
    ],
  ];

  it.each(pictures)("each %s (%i) names its own picture, and the picture exists in data/", (_kind, count, items) => {
    expect(items).toHaveLength(count);
    expect(new Set(items.map((item) => item.image_name)).size).toBe(count);
    expect(
      items.filter((item) => !fs.existsSync(path.join(dataDir, item.image_name))).map((i) => i.image_name),
    ).toEqual([]);
  });

  it.each(pictures)(
    "each %s (%i) has its own alt text that describes the picture, not the heading again",
    (_kind, count, items) => {
      expect(new Set(items.map((item) => item.alt)).size).toBe(count);
      expect(items.filter((item) => item.alt === item.heading)).toEqual([]);
    },
  );
});
