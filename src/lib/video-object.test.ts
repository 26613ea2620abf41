import { isoDuration, videoObjectJsonLd } from "./video-object";

test("lengths are ISO 8601 durations", () => {
  expect(isoDuration(7)).toBe("PT7S");
  expect(isoDuration(8)).toBe("PT8S");
  expect(isoDuration(60)).toBe("PT1M");
  expect(isoDuration(95)).toBe("PT1M35S");
  expect(isoDuration(0.5)).toBe("PT0.5S");
});

test("a self-hosted clip becomes a VideoObject with absolute addresses and its captions", () => {
  const clip = {
    name: "The Rise of OpenAI",
    description: "A documentary-style history, told in chapters.",
    videoUrl: "/videos/showcase-1.mp4",
    poster: "/videos/showcase-1.jpg",
    captions: "/videos/showcase-1.vtt",
    uploadDate: "2026-11-22",
    clipSeconds: 7,
  };
  expect(videoObjectJsonLd(clip, "https://scriptreel.video/")).toEqual({
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: "The Rise of OpenAI",
    description: "A documentary-style history, told in chapters.",
    thumbnailUrl: ["https://scriptreel.video/videos/showcase-1.jpg"],
    uploadDate: "2026-11-22",
    duration: "PT7S",
    contentUrl: "https://scriptreel.video/videos/showcase-1.mp4",
    caption: {
      "@type": "MediaObject",
      contentUrl: "https://scriptreel.video/videos/showcase-1.vtt",
      encodingFormat: "text/vtt",
      inLanguage: "en",
    },
  });
});
