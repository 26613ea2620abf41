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
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function PlayIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-7 w-7 translate-x-0.5"
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
export function VideoFacade({ title, src, poster, youtubeId }: VideoFacadeProps) {
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
        {/* Our own clips are silent title animations: there is no speech to caption. */}
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
        />
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

  return (
    <div className={frame}>
      <button
        type="button"
        onClick={() => setPlaying(true)}
        aria-label={`Play video: ${title}`}
        className="group absolute inset-0 flex h-full w-full cursor-pointer items-center justify-center"
      >
        {cover}
        <span
          className="relative inline-flex h-16 w-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-card transition-transform group-hover:scale-105 group-focus-visible:scale-105 sm:h-20 sm:w-20"
          aria-hidden="true"
        >
          <PlayIcon />
        </span>
      </button>
    </div>
  );
}
