/**
 * Which of the waitlist's video types (spec section 3) fits a visitor who came from an industry or use-case page
 * (issue 55): those pages' waitlist buttons link /join-waitlist?source=<slug> (solution-page.ts), and the form
 * preselects this type, which she can change. The one place the audiences meet the video types.
 *
 * The 23 pages have 20 slugs: employee-development, faceless-channels and sacred-wisdom are both an industry and a
 * use case, and the button of either carries the same slug, so each maps once.
 */
import { VIDEO_TYPES } from "./choices-and-texts";
import { firstVideoFields } from "../../lib/idea";

type VideoType = (typeof VIDEO_TYPES)[number];

/** @internal Exported for its tests only (knip --production). */
export const AUDIENCE_VIDEO_TYPES: Readonly<Record<string, VideoType>> = {
  // Industries.
  experts: "Educational content",
  coaches: "Course content",
  authors: "Marketing videos",
  "business-owners": "Marketing videos",
  investors: "Explainer videos",
  speakers: "Educational content",
  consultants: "Explainer videos",
  "employee-development": "Training materials",
  "faceless-channels": "Social media content",
  everyone: "Other",
  "publishing-houses": "Marketing videos",
  "content-creators": "Social media content",
  "sacred-wisdom": "Educational content",
  // Use cases.
  "video-content-strategy": "Social media content",
  education: "Course content",
  "corporate-training": "Training materials",
  "bite-sized-learning": "Educational content",
  "micro-dramas": "Entertainment content",
  advertising: "Marketing videos",
  "thought-leadership": "Educational content",
};

/**
 * The video type to preselect for a page address's source (`?source=coaches`), or "" for no source or one that is
 * not an audience page's (a newsletter, a campaign): the select then starts unchosen, as before.
 * @internal Exported for its tests only (knip --production).
 */
export function videoTypeForSource(search: string): VideoType | "" {
  const source = new URLSearchParams(search).get("source")?.trim().toLowerCase() ?? "";
  return Object.prototype.hasOwnProperty.call(AUDIENCE_VIDEO_TYPES, source) ? AUDIENCE_VIDEO_TYPES[source] : "";
}

/**
 * What the waitlist form starts with from its page's address: the first video from the home prompt (lib/idea.ts)
 * and the video type its source fits. Each "" when the address has none.
 */
export function waitlistPrefill(search: string): Record<string, string> {
  return { ...firstVideoFields(search), videoType: videoTypeForSource(search) };
}
