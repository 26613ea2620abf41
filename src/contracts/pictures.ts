/**
 * Pictures a data file names: where each kind lives, the form of the value that names it, and what a picture of
 * that kind must be (format, size in pixels and bytes). The contracts' picture fields come from `pictureField`;
 * the build's content check reads the named files (check/pictures.ts), and the content manager checks an upload
 * before it saves (cms/pictures/picture-widget.tsx), both with `checkPicture`. Nothing here reads a disk: `pictureFacts`
 * reads a picture's first bytes, in Node or in the browser.
 */
import { text } from "./contract";

/** @internal Exported for its tests only (knip --production). */
export type PictureFormat = "png" | "jpeg";

export interface PictureRule {
  /** The folder holding this kind of picture, from the repository's root (the content manager's media folder). */
  folder: string;
  /** What the data file writes before the file's name ("images/features" → "images/features/b-roll.png"). */
  publicFolder: string;
  formats: PictureFormat[];
  minWidth: number;
  minHeight: number;
  maxBytes: number;
  /** What the picture is, in an editor's words. */
  what: string;
}

export const PICTURES = {
  /** The AI Agent page's feature cards (tools/media/feature-images.ts draws them at 800 x 500). */
  feature: {
    folder: "data/images/features",
    publicFolder: "images/features",
    formats: ["png"],
    minWidth: 800,
    minHeight: 500,
    maxBytes: 1_000_000,
    what: "a feature picture",
  },
  /** The AI Agent page's carousel: mock-ups of the /project screens. */
  screenshot: {
    folder: "data/images/screenshots",
    publicFolder: "images/screenshots",
    formats: ["png"],
    minWidth: 1600,
    minHeight: 1000,
    maxBytes: 1_000_000,
    what: "a screenshot",
  },
  /** The still shown before a clip plays, beside the clips in static/videos/. */
  poster: {
    folder: "static/videos",
    publicFolder: "/videos",
    formats: ["jpeg", "png"],
    minWidth: 960,
    minHeight: 540,
    maxBytes: 500_000,
    what: "a video poster",
  },
  /** The picture a link to the page shows on social networks and in chats (Open Graph: 1200 x 630). */
  social: {
    folder: "static/social",
    publicFolder: "/social",
    formats: ["png", "jpeg"],
    minWidth: 1200,
    minHeight: 630,
    maxBytes: 1_000_000,
    what: "a social image",
  },
} satisfies Record<string, PictureRule>;

export type PictureKind = keyof typeof PICTURES;

const EXTENSIONS: Record<PictureFormat, string[]> = { png: ["png"], jpeg: ["jpg", "jpeg"] };
const FORMAT_NAMES: Record<PictureFormat, string> = { png: "PNG", jpeg: "JPEG" };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The value a picture field holds: the kind's public folder, then a lower-case file name with its extension. */
export function picturePattern(kind: PictureKind): RegExp {
  const rule: PictureRule = PICTURES[kind];
  const extensions = rule.formats.flatMap((f) => EXTENSIONS[f]).join("|");
  return new RegExp(`^${escape(rule.publicFolder)}/[a-z0-9-]+\\.(${extensions})$`);
}

const formatList = (rule: PictureRule) => rule.formats.map((f) => FORMAT_NAMES[f]).join(" or ");

/**
 * A required picture field: `meta.picture` names its kind (the content manager's image picker and the build's
 * check read it). The message says what to do, in an editor's words.
 */
export const pictureField = (kind: PictureKind) =>
  text()
    .matches(
      picturePattern(kind),
      `must be ${PICTURES[kind].what} chosen in the picture library (${formatList(PICTURES[kind])})`,
    )
    .meta({ picture: kind });

/** Where the file a picture field names is, from the repository's root: "images/features/x.png" → data/images/features/x.png. */
export function picturePath(kind: PictureKind, value: string): string {
  return `${PICTURES[kind].folder}/${value.slice(value.lastIndexOf("/") + 1)}`;
}

/**
 * What a picture's first bytes say: its format and size in pixels (PNG and JPEG; anything else is unknown).
 * @internal Exported for its tests only (knip --production).
 */
export function pictureFacts(bytes: Uint8Array): { format: PictureFormat; width: number; height: number } | undefined {
  const u16 = (i: number) => (bytes[i] << 8) | bytes[i + 1];
  const u32 = (i: number) => ((bytes[i] << 24) >>> 0) + (bytes[i + 1] << 16) + (bytes[i + 2] << 8) + bytes[i + 3];
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 24 && PNG.every((b, i) => bytes[i] === b)) {
    return { format: "png", width: u32(16), height: u32(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // Walk the JPEG's segments to the first start-of-frame (SOF0..SOF15 but DHT, JPG and DAC), which holds the size.
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes[i + 1];
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { format: "jpeg", height: u16(i + 5), width: u16(i + 7) };
      }
      i += 2 + u16(i + 2);
    }
  }
  return undefined;
}

/** The bytes a picture needs read for `pictureFacts` (a JPEG's size can follow a long header, e.g. a thumbnail). */
export const PICTURE_HEADER_BYTES = 256 * 1024;

/** 5200000 → "5.2 MB", 640000 → "640 KB". */
const inWords = (bytes: number) =>
  bytes >= 1_000_000 ? `${Number((bytes / 1_000_000).toFixed(1))} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;

/** @internal Exported for its tests only (knip --production). */
export interface PictureFile {
  name: string;
  /** Bytes. */
  size: number;
  /** Pixels; absent when the file is not a picture this site can show. */
  width?: number;
  height?: number;
  /** The format the file's bytes say (not its name): "png", "jpeg", or anything else. */
  type?: string;
}

/**
 * What is wrong with a picture for a field of `kind`, in plain words, or undefined when it is fine:
 * "This picture is 5.2 MB; a video poster must be at most 500 KB."
 * @internal Exported for its tests only (knip --production).
 */
export function checkPicture(file: PictureFile, kind: PictureKind): string | undefined {
  const rule: PictureRule = PICTURES[kind];
  const formats = formatList(rule);
  if (!file.type || !rule.formats.includes(file.type as PictureFormat)) {
    return `This file is not a ${formats} picture; ${rule.what} must be a ${formats} file.`;
  }
  if (file.size > rule.maxBytes) {
    return `This picture is ${inWords(file.size)}; ${rule.what} must be at most ${inWords(rule.maxBytes)}.`;
  }
  if ((file.width ?? 0) < rule.minWidth || (file.height ?? 0) < rule.minHeight) {
    return (
      `This picture is ${file.width ?? 0} x ${file.height ?? 0} pixels; ` +
      `${rule.what} must be at least ${rule.minWidth} x ${rule.minHeight} pixels.`
    );
  }
  return undefined;
}

/**
 * What a picture of `kind` must be, in one sentence an editor reads before choosing one (the picture library says it
 * up front): "A video poster must be a JPEG or PNG file of at least 960 x 540 pixels, at most 500 KB."
 */
export function pictureNeeds(kind: PictureKind): string {
  const rule: PictureRule = PICTURES[kind];
  const what = rule.what.replace(/^a /, "A ");
  return (
    `${what} must be a ${formatList(rule)} file of at least ${rule.minWidth} x ${rule.minHeight} pixels, ` +
    `at most ${inWords(rule.maxBytes)}.`
  );
}

/** checkPicture on a file's bytes (all of them, or its first PICTURE_HEADER_BYTES and its real size). */
export function checkPictureBytes(
  name: string,
  bytes: Uint8Array,
  size: number,
  kind: PictureKind,
): string | undefined {
  const facts = pictureFacts(bytes);
  return checkPicture({ name, size, width: facts?.width, height: facts?.height, type: facts?.format }, kind);
}
