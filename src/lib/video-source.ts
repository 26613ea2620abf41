/** How a showcase video plays: embedded from a video-sharing site after a click, or from a file. */
export type VideoSource = { kind: "youtube"; id: string } | { kind: "file"; src: string };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const SHARING_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

/**
 * The 11-character id of a youtube.com/watch?v=, youtu.be/, /embed/ or /shorts/ address; null for anything else.
 * @internal Exported for its tests only (knip --production).
 */
export function youtubeIdOf(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null = null;
  if (host === "youtu.be" || host === "www.youtu.be") {
    id = segments.length === 1 ? segments[0] : null;
  } else if (SHARING_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") id = url.searchParams.get("v");
    else if (segments.length === 2 && (segments[0] === "embed" || segments[0] === "shorts")) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** Video-sharing links with a valid id are embedded; every other address plays in the native player. */
export function videoSourceOf(address: string): VideoSource {
  const id = youtubeIdOf(address);
  return id ? { kind: "youtube", id } : { kind: "file", src: address };
}
