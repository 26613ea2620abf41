// A self-hosted clip's real length, read from its file when the site is built, so the page can never print a length
// the clip does not have (issue 39: a card said "5 minutes" on a 7-second clip). MP4 keeps it in the movie header
// ('mvhd', inside 'moov'): a time scale in units per second and a duration in those units. Reading those two
// numbers takes a few lines and no program (ffprobe is not installed on the build machines).
import fs from "node:fs";
import path from "node:path";

/** The boxes directly inside `bytes[start, end)`: type and where their content starts and ends. */
function* boxes(bytes: Buffer, start: number, end: number) {
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return;
    yield { type: bytes.toString("latin1", at + 4, at + 8), start: at + header, end: at + size };
    at += size;
  }
}

/**
 * The length in seconds an MP4 file's movie header gives, or undefined when the bytes hold none.
 * @internal Exported for its tests only (knip --production).
 */
export function mp4Seconds(bytes: Buffer): number | undefined {
  const moov = [...boxes(bytes, 0, bytes.length)].find((box) => box.type === "moov");
  const mvhd = moov && [...boxes(bytes, moov.start, moov.end)].find((box) => box.type === "mvhd");
  if (!mvhd) return undefined;
  const version = bytes[mvhd.start];
  const [scaleAt, durationAt] = version === 1 ? [mvhd.start + 20, mvhd.start + 24] : [mvhd.start + 12, mvhd.start + 16];
  if (durationAt + (version === 1 ? 8 : 4) > mvhd.end) return undefined;
  const scale = bytes.readUInt32BE(scaleAt);
  const duration = version === 1 ? Number(bytes.readBigUInt64BE(durationAt)) : bytes.readUInt32BE(durationAt);
  return scale > 0 ? duration / scale : undefined;
}

const STATIC = path.join(__dirname, "..", "static");

/**
 * The real length of the clip at `videoUrl`, in seconds to a tenth: for a clip kept on this site (/videos/…), read
 * from static/; for one elsewhere (https://…), null. A local clip that is missing or unreadable stops the build.
 */
export function clipLength(videoUrl: string): number | null {
  if (!videoUrl.startsWith("/")) return null;
  const file = path.join(STATIC, videoUrl);
  if (!file.startsWith(STATIC + path.sep) || !fs.existsSync(file)) {
    throw new Error(`${videoUrl}: no such clip in static/ (its length is read from the file)`);
  }
  const seconds = mp4Seconds(fs.readFileSync(file));
  if (seconds === undefined) throw new Error(`${videoUrl}: not an MP4 file with a movie header ('mvhd')`);
  return Math.round(seconds * 10) / 10;
}
