import fs from "node:fs";
import path from "node:path";
import { clipLength, mp4Seconds } from "./clip-length";

/** An MP4's skeleton: an 'ftyp' box, then 'moov' holding 'mvhd' of the given version, scale and duration. */
function mp4(version: 0 | 1, scale: number, duration: number): Buffer {
  const box = (type: string, content: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + content.length);
    header.write(type, 4, "latin1");
    return Buffer.concat([header, content]);
  };
  const mvhd = Buffer.alloc(version === 1 ? 112 : 100);
  mvhd[0] = version;
  if (version === 1) {
    mvhd.writeUInt32BE(scale, 20);
    mvhd.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    mvhd.writeUInt32BE(scale, 12);
    mvhd.writeUInt32BE(duration, 16);
  }
  return Buffer.concat([box("ftyp", Buffer.from("isom0000", "latin1")), box("moov", box("mvhd", mvhd))]);
}

describe("mp4Seconds", () => {
  it("reads the movie header of both versions", () => {
    expect(mp4Seconds(mp4(0, 1000, 7000))).toBe(7);
    expect(mp4Seconds(mp4(1, 90_000, 90_000 * 125))).toBe(125);
  });

  it("finds nothing in bytes that are not an MP4 with a movie header", () => {
    expect(mp4Seconds(Buffer.from("WEBVTT\n\n"))).toBeUndefined();
    expect(mp4Seconds(mp4(0, 1000, 7000).subarray(0, 30))).toBeUndefined();
  });

  it("gives every clip in static/videos/ a length, the showcase's 7 seconds among them", () => {
    const videos = path.join(__dirname, "..", "static", "videos");
    for (const name of fs.readdirSync(videos).filter((file) => file.endsWith(".mp4"))) {
      expect(mp4Seconds(fs.readFileSync(path.join(videos, name)))).toBeGreaterThan(1);
    }
    expect(clipLength("/videos/showcase-1.mp4")).toBe(7);
    expect(clipLength("https://example.com/clip.mp4")).toBeNull();
    expect(() => clipLength("/videos/no-such-clip.mp4")).toThrow("no such clip");
  });
});
