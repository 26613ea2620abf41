import * as React from "react";
import { VideoFacade } from "../ui/VideoFacade";
import { videoSourceOf } from "../../lib/video-source";

interface ShowcasePlayerProps {
  title: string;
  videoUrl: string;
  poster?: string | null;
  captions?: string | null;
  /** No speech: captions start off (data's `silent`, src/contracts/media.ts). */
  silent?: boolean | null;
}

/** Video-sharing links load their embed only after a click; any other address plays in the native player. */
export function ShowcasePlayer({ title, videoUrl, poster, captions, silent }: ShowcasePlayerProps) {
  const source = videoSourceOf(videoUrl);
  return source.kind === "youtube" ? (
    <VideoFacade title={title} youtubeId={source.id} poster={poster ?? undefined} />
  ) : (
    <VideoFacade
      title={title}
      src={source.src}
      poster={poster ?? undefined}
      captions={captions ?? undefined}
      captionsOff={silent === true}
    />
  );
}
