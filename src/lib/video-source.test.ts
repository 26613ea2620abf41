import { videoSourceOf, youtubeIdOf } from "./video-source";

describe("youtubeIdOf", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=a_B-c1D2e3F&t=42s", "a_B-c1D2e3F"],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("finds the id in %s", (address, id) => {
    expect(youtubeIdOf(address)).toBe(id);
  });

  it.each([
    ["an id that is too short", "https://www.youtube.com/watch?v=dQw4w9WgXc"],
    ["an id that is too long", "https://youtu.be/dQw4w9WgXcQQ"],
    ["an id with a forbidden character", "https://www.youtube.com/embed/dQw4w9WgX.Q"],
    ["a watch link without v", "https://www.youtube.com/watch?list=PL123"],
    ["a channel page", "https://www.youtube.com/channel/UC1234567890"],
    ["a look-alike host", "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ"],
    ["another video host", "https://vimeo.com/76979871"],
    ["a local file", "/videos/showcase-1.mp4"],
    ["not an address", "dQw4w9WgXcQ"],
  ])("rejects %s", (_, address) => {
    expect(youtubeIdOf(address)).toBeNull();
  });
});

describe("videoSourceOf", () => {
  it("embeds video-sharing links and plays everything else from the file", () => {
    expect(videoSourceOf("https://youtu.be/dQw4w9WgXcQ")).toEqual({ kind: "youtube", id: "dQw4w9WgXcQ" });
    expect(videoSourceOf("/videos/showcase-1.mp4")).toEqual({ kind: "file", src: "/videos/showcase-1.mp4" });
    expect(videoSourceOf("https://cdn.example.com/clip.mp4")).toEqual({
      kind: "file",
      src: "https://cdn.example.com/clip.mp4",
    });
  });
});
