import fs from "node:fs";
import path from "node:path";
import { AUDIENCE_VIDEO_TYPES, videoTypeForSource } from "./audience-video-type";
import { VIDEO_TYPES } from "./choices-and-texts";

const slugs = (kind: string) =>
  fs
    .readdirSync(path.join(__dirname, "../../../data", kind))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""));

describe("an audience page's video type (issue 55)", () => {
  it("maps every industry and use-case page, all 23, to one of the spec's video types", () => {
    const pages = [...slugs("industries"), ...slugs("use-cases")];
    expect(pages).toHaveLength(23);
    for (const slug of pages) expect(VIDEO_TYPES).toContain(AUDIENCE_VIDEO_TYPES[slug]);
    // Nothing beyond the pages: a slug that is no page's would be a mapping nobody reaches.
    expect(Object.keys(AUDIENCE_VIDEO_TYPES).sort()).toEqual([...new Set(pages)].sort());
  });

  it("reads the source from a page address", () => {
    expect(videoTypeForSource("?source=speakers")).toBe("Educational content");
    expect(videoTypeForSource("?source=micro-dramas&utm_source=x")).toBe("Entertainment content");
    expect(videoTypeForSource("?source=%20Corporate-Training%20")).toBe("Training materials");
    expect(videoTypeForSource("?source=newsletter")).toBe("");
    expect(videoTypeForSource("?source=constructor")).toBe("");
    expect(videoTypeForSource("?source=__proto__")).toBe("");
    expect(videoTypeForSource("")).toBe("");
  });
});
