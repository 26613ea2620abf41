import { canonicalUrl } from "./seo";

/** What schema.org's VideoObject needs of one clip, in the words of the data files. */
export interface ClipFacts {
  name: string;
  description: string;
  videoUrl: string;
  poster?: string | null;
  captions?: string | null;
  uploadDate: string;
  clipSeconds: number;
}

/**
 * Seconds as an ISO 8601 duration: 7 -> "PT7S", 95 -> "PT1M35S", 0.5 -> "PT0.5S".
 * @internal Exported for its tests only (knip --production).
 */
export function isoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round((seconds - minutes * 60) * 1000) / 1000;
  return `PT${minutes > 0 ? `${minutes}M` : ""}${rest > 0 || minutes === 0 ? `${rest}S` : ""}`;
}

const absolute = (siteUrl: string, address: string) =>
  address.startsWith("/") ? canonicalUrl(siteUrl, address) : address;

/** A clip as VideoObject structured data: addresses made absolute from siteUrl, the length in ISO 8601. */
export function videoObjectJsonLd(clip: ClipFacts, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: clip.name,
    description: clip.description,
    ...(clip.poster ? { thumbnailUrl: [absolute(siteUrl, clip.poster)] } : {}),
    uploadDate: clip.uploadDate,
    duration: isoDuration(clip.clipSeconds),
    contentUrl: absolute(siteUrl, clip.videoUrl),
    ...(clip.captions
      ? {
          caption: {
            "@type": "MediaObject",
            contentUrl: absolute(siteUrl, clip.captions),
            encodingFormat: "text/vtt",
            inLanguage: "en",
          },
        }
      : {}),
  };
}

/** The self-hosted clips among a page's videos (title and prompt in the data files' words) as VideoObjects. */
export function showcaseVideoObjects(
  videos: readonly (Omit<ClipFacts, "name" | "description"> & { videoTitle: string; promptText: string })[],
  siteUrl: string,
) {
  return videos
    .filter((video) => video.videoUrl.startsWith("/"))
    .map((video) => videoObjectJsonLd({ ...video, name: video.videoTitle, description: video.promptText }, siteUrl));
}
