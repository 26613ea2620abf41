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
    // The 10 showcase cards and the featured video, each a clip and a poster.
    expect(local.filter((entry) => entry.key === "videoUrl")).toHaveLength(11);
    expect(local.filter((entry) => entry.key === "poster")).toHaveLength(11);
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
