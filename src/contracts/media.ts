/**
 * What a self-hosted clip needs besides its file: the facts search engines read (VideoObject structured data) and
 * its captions. Used by the home page's videos (home.ts) and by a content page section's video (content-pages.ts).
 */
import * as yup from "yup";
import { described, labelled, text } from "./contract";
import { pictureField } from "./pictures";

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A poster image beside the clips in static/videos/ (never a third-party thumbnail); pictures.ts says what it must be. */
export const localPoster = () =>
  described(
    pictureField("poster"),
    "The still shown before the clip plays, e.g. a frame of the clip: a JPEG or PNG picture, chosen or uploaded in the library.",
  );

/** A clip or captions file in static/videos/, which the content manager uploads to (a file picker, not a text box). */
export const videosFolder = (url: boolean) => ({
  mediaFile: { folder: "static/videos", publicFolder: "/videos", url },
});

export const clipFields = {
  captions: described(
    text()
      .matches(/^\/videos\/[a-z0-9-]+\.vtt$/, "must be a captions file under /videos/ whose name ends in .vtt")
      .meta(videosFolder(false))
      .nullable()
      .optional()
      .default(undefined)
      .test("captions-for-local-video", "is required for a video under /videos/", function (value) {
        const videoUrl = (this.parent as { videoUrl?: unknown }).videoUrl;
        return value != null || !(typeof videoUrl === "string" && videoUrl.startsWith("/"));
      }),
    "The clip's words with their times, as a captions file beside the clip, e.g. /videos/intro.vtt. Required for a clip kept on this site.",
  ).meta({ label: "Captions file" }),
  silent: labelled(
    described(
      yup.boolean().strict().optional(),
      "On: the clip has no speech (a title card, music only). Its captions only describe the picture and start off, so they never cover words shown in the clip itself; the player's captions button turns them on. Off or left out: captions show from the start.",
    ),
    "No speech (captions start off)",
  ),
  // Chosen on a calendar (the content manager's date picker), written year-month-day as before.
  uploadDate: labelled(
    described(
      text().matches(ISO_DATE, "must be a date written as year, month and day, e.g. 2026-03-31").meta({ date: true }),
      "The day the clip first went online, picked on the calendar, e.g. 31 March 2026; search engines show it.",
    ),
    "First online on",
  ),
  clipSeconds: described(
    yup.number().strict().positive().required(),
    "How long the clip plays, in seconds, e.g. 7; search engines show it. For a clip kept on this site, the page itself shows the length read from the file.",
  ).meta({ label: "Clip length in seconds" }),
};
