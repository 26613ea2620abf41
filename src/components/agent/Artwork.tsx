import * as React from "react";
import type { ArtworkName } from "../../contracts/product";

// 24x24 stroke drawings for the workflow steps and feature cards. data/agent.json names them; the contract in
// __P__.ts lists the same names, and this Record makes the compiler check both agree.
const drawings: Record<ArtworkName, string> = {
  "idea-sparks":
    "M9 18h6M10 21h4M12 4a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2v.2h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 4ZM2.5 10H4M20 10h1.5M5 3.5 6 4.5M19 3.5l-1 1M12 1v1",
  "brief-written": "M6 2h9l4 4v16H6V2Zm9 0v4h4M9 11h7M9 15h7M9 19h4",
  "editor-search":
    "M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15Zm5.3-2.2L21 21M10.5 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-3.5 5a3.5 3.5 0 0 1 7 0",
  "assets-sent": "M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z",
  "first-draft": "M3 5h18v14H3V5Zm7 4v6l5-3-5-3Z",
  "feedback-cycle": "M21 12a9 9 0 0 1-15.5 6.2M3 12A9 9 0 0 1 18.5 5.8M18.5 2v3.8h-3.8M5.5 22v-3.8h3.8",
  "video-live":
    "M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-4.2 2.2a6 6 0 0 1 0-8.4m8.4 0a6 6 0 0 1 0 8.4M5 19a10 10 0 0 1 0-14m14 0a10 10 0 0 1 0 14",
  "script-writing": "M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4M4 4h8M4 8h4",
  "visuals-camera": "M3 7h12v10H3V7Zm12 4 6-3v8l-6-3M6 4h6",
  casting:
    "M16 20v-1.5a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4V20M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm13 9v-1.5a4 4 0 0 0-3-3.9M16 4.1a3.5 3.5 0 0 1 0 6.8",
  "voice-cloning": "M9 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3ZM3 11a6 6 0 0 0 12 0M9 17v4M18 8v6M21 6v10",
  "sound-effects": "M4 9v6h4l5 4V5L8 9H4Zm13 0a4 4 0 0 1 0 6m2.5-8.5a7.5 7.5 0 0 1 0 11",
  music: "M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm11-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM9 9l11-2",
  "consistent-characters":
    "M7 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm10 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 19a5 5 0 0 1 10 0m0 0a5 5 0 0 1 10 0",
  "montage-chapters": "M3 4h8v7H3V4Zm10 0h8v7h-8V4ZM3 13h8v7H3v-7Zm10 0h8v7h-8v-7Z",
  "lip-sync": "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM8 13h8a4 4 0 0 1-8 0Zm1-4h.01M15 9h.01",
  overlays: "M4 7V4h12v3M10 4v14M7 18h6M18 12l1 2.5 2.5 1-2.5 1L18 19l-1-2.5-2.5-1 2.5-1L18 12Z",
  "voice-emotion":
    "M12 20s-7.5-4.6-9.2-9.3A4.9 4.9 0 0 1 12 6.3a4.9 4.9 0 0 1 9.2 4.4C19.5 15.4 12 20 12 20ZM7 12h2l1.5-2 2 4 1.5-2h3",
  "b-roll": "M3 4h18v16H3V4Zm4 0v16M17 4v16M3 9h4m10 0h4M3 15h4m10 0h4",
  subtitles: "M3 5h18v14H3V5Zm3 10h5m3 0h4M6 12h3m3 0h6",
  captions: "M3 5h18v14H3V5Zm8 5.5a2.5 2.5 0 1 0 0 3m7-3a2.5 2.5 0 1 0 0 3",
  logos: "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.3l-5.2 2.8 1-5.8-4.3-4.1 5.9-.9L12 3Z",
  filters:
    "M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm-3.5 8a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm7 0a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z",
  resizes: "M3 6h12v9H3V6Zm14-3h4v15h-4V3ZM7 18h6v3H7v-3Z",
  "agent-prompt":
    "M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12ZM12 7.5l1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1 1-2.5Z",
};

/** A decorative drawing in a tinted tile; the heading beside it carries the meaning. */
export function Artwork({ name, size = "md" }: { name: ArtworkName; size?: "md" | "lg" }) {
  const tile = size === "lg" ? "h-24 w-24 rounded-3xl p-5" : "h-14 w-14 rounded-2xl p-3";
  return (
    <span className={`inline-flex shrink-0 items-center justify-center bg-brand-100 text-brand-700 ${tile}`}>
      <svg
        viewBox="0 0 24 24"
        className="h-full w-full"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        data-artwork={name}
      >
        <path d={drawings[name]} />
      </svg>
    </span>
  );
}
