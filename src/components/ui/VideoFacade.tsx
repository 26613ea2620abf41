import * as React from "react";

interface VideoFacadeProps {
  /** Names the video: used for the play button ("Play video: {title}") and the player's title. */
  title: string;
  /** A self-hosted video file, played with the native player. */
  src?: string;
  /** A local poster image shown before the click. Never a third-party thumbnail. */
  poster?: string;
  /** An 11-character video id; embedded from youtube-nocookie.com only after the click. */
  youtubeId?: string;
  /** A local WebVTT file with the clip's words, shown as captions from the start unless `captionsOff`. */
  captions?: string;
  /**
   * The clip has no speech: its captions only describe the picture, and shown from the start they would sit on the
   * words burned into it. They start off; the player's captions button turns them on.
   */
  captionsOff?: boolean;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function PlayIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-6 w-6 translate-x-0.5 sm:h-7 sm:w-7"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}

/**
 * A click-to-load video. Until the visitor presses play it shows only a local poster (or a branded gradient),
 * so nothing is requested from a third-party host. The box keeps a 16:9 ratio before and after, so nothing shifts.
 */
export function VideoFacade({ title, src, poster, youtubeId, captions, captionsOff = false }: VideoFacadeProps) {
  const [playing, setPlaying] = React.useState(false);
  const playerRef = React.useRef<HTMLVideoElement & HTMLIFrameElement>(null);
  const embedId = youtubeId && YOUTUBE_ID.test(youtubeId) ? youtubeId : undefined;
  const playable = Boolean(embedId || src);

  // The play button disappears on click; move focus to the player so keyboard users are not dropped to the top.
  React.useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  const frame = "relative aspect-video w-full overflow-hidden rounded-card bg-night shadow-card";

  if (playing && embedId) {
    return (
      <div className={frame}>
        <iframe
          ref={playerRef}
          className="absolute inset-0 h-full w-full"
          src={`https://www.youtube-nocookie.com/embed/${embedId}?autoplay=1`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  if (playing && src) {
    return (
      <div className={frame}>
        {/* The track is there whenever captions are: the contracts require them for every self-hosted clip. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={playerRef}
          className="absolute inset-0 h-full w-full"
          src={src}
          poster={poster}
          aria-label={title}
          controls
          autoPlay
          playsInline
          onContextMenu={(event) => event.preventDefault()}
        >
          {captions && <track kind="captions" src={captions} srcLang="en" label="English" default={!captionsOff} />}
        </video>
      </div>
    );
  }

  const cover = poster ? (
    <img
      src={poster}
      alt=""
      width={1280}
      height={720}
      className="absolute inset-0 h-full w-full object-cover"
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="absolute inset-0 bg-gradient-to-br from-brand-700 via-brand-800 to-night" aria-hidden="true" />
  );

  if (!playable) {
    return (
      <div className={frame} role="img" aria-label={title}>
        {cover}
      </div>
    );
  }

  // The title is text on the page, not in the poster image, and sits beside the control in one row: at no width
  // can the control cover it. The button's own label names the video, so the row is hidden from assistive tech.
  return (
    <div className={frame}>
      <button
        type="button"
        onClick={() => setPlaying(true)}
        aria-label={`Play video: ${title}`}
        className="group @container absolute inset-0 block h-full w-full cursor-pointer text-left"
      >
        {cover}
        <span
          className="absolute inset-x-0 bottom-0 flex items-center gap-3 bg-gradient-to-t from-night/90 via-night/60 to-transparent p-3 pt-10 @sm:gap-4 @sm:p-5 @sm:pt-16"
          aria-hidden="true"
        >
          <span
            data-play-control=""
            className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-card transition-transform group-hover:scale-105 group-focus-visible:scale-105 @sm:h-16 @sm:w-16"
          >
            <PlayIcon />
          </span>
          <span data-poster-title="" className="line-clamp-2 min-w-0 text-sm font-semibold text-white @sm:text-lg">
            {title}
          </span>
        </span>
      </button>
    </div>
  );
}
