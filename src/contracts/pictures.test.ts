/** @jest-environment node */
import fs from "fs";
import path from "path";
import {
  checkPicture,
  checkPictureBytes,
  pictureFacts,
  pictureField,
  pictureNeeds,
  picturePath,
  picturePattern,
} from "./pictures";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => new Uint8Array(fs.readFileSync(path.join(root, file)));

/** The first bytes of a PNG of that size (signature and IHDR): all pictureFacts reads. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

describe("pictureFacts", () => {
  it("reads a PNG's and a JPEG's size from their first bytes", () => {
    expect(pictureFacts(read("data/images/features/b-roll.png"))).toEqual({ format: "png", width: 800, height: 500 });
    expect(pictureFacts(read("data/images/screenshots/script.png"))).toEqual({
      format: "png",
      width: 1600,
      height: 1000,
    });
    expect(pictureFacts(read("static/videos/showcase-1.jpg"))).toEqual({ format: "jpeg", width: 960, height: 540 });
    expect(pictureFacts(pngHeader(1200, 630))).toEqual({ format: "png", width: 1200, height: 630 });
  });

  it("knows nothing of other files", () => {
    expect(pictureFacts(new TextEncoder().encode("GIF89a…"))).toBeUndefined();
    expect(pictureFacts(read("static/videos/showcase-1.vtt"))).toBeUndefined();
    expect(pictureFacts(new Uint8Array([0xff, 0xd8, 0xff]))).toBeUndefined(); // a JPEG cut short
  });
});

describe("checkPicture", () => {
  it("accepts every picture the site has", () => {
    for (const [folder, kind] of [
      ["data/images/features", "feature"],
      ["data/images/screenshots", "screenshot"],
      ["static/videos", "poster"],
    ] as const) {
      for (const name of fs.readdirSync(path.join(root, folder)).filter((n) => /\.(png|jpg)$/.test(n))) {
        const bytes = read(`${folder}/${name}`);
        expect([name, checkPictureBytes(name, bytes, bytes.length, kind)]).toEqual([name, undefined]);
      }
    }
  });

  it("says in plain words what is wrong: format, bytes, pixels", () => {
    const file = { name: "card.png", size: 200_000, width: 1200, height: 630, type: "png" };
    expect(checkPicture(file, "social")).toBeUndefined();
    expect(checkPicture({ ...file, type: "webp" }, "social")).toBe(
      "This file is not a PNG or JPEG picture; a social image must be a PNG or JPEG file.",
    );
    expect(checkPicture({ ...file, type: undefined }, "feature")).toBe(
      "This file is not a PNG picture; a feature picture must be a PNG file.",
    );
    expect(checkPicture({ ...file, size: 5_200_000 }, "social")).toBe(
      "This picture is 5.2 MB; a social image must be at most 1 MB.",
    );
    expect(checkPicture({ ...file, type: "jpeg", size: 640_000 }, "poster")).toBe(
      "This picture is 640 KB; a video poster must be at most 500 KB.",
    );
    expect(checkPicture({ ...file, width: 600, height: 315 }, "social")).toBe(
      "This picture is 600 x 315 pixels; a social image must be at least 1200 x 630 pixels.",
    );
  });
});

describe("pictureNeeds", () => {
  it("says up front what each kind of picture must be, in the words of its refusals", () => {
    expect(pictureNeeds("poster")).toBe(
      "A video poster must be a JPEG or PNG file of at least 960 x 540 pixels, at most 500 KB.",
    );
    expect(pictureNeeds("feature")).toBe(
      "A feature picture must be a PNG file of at least 800 x 500 pixels, at most 1 MB.",
    );
  });
});

describe("picture fields", () => {
  it("hold the picture's name in the form the pages read", () => {
    expect(picturePattern("feature").test("images/features/b-roll.png")).toBe(true);
    expect(picturePattern("feature").test("images/features/b-roll.jpg")).toBe(false);
    expect(picturePattern("feature").test("images/screenshots/script.png")).toBe(false);
    expect(picturePattern("poster").test("/videos/showcase-1.jpg")).toBe(true);
    expect(picturePattern("social").test("/social/launch.jpeg")).toBe(true);
    expect(picturePath("poster", "/videos/showcase-1.jpg")).toBe("static/videos/showcase-1.jpg");
    expect(picturePath("feature", "images/features/b-roll.png")).toBe("data/images/features/b-roll.png");
  });

  it("refuse another form in an editor's words, and say their kind", () => {
    const field = pictureField("feature");
    expect(() => field.validateSync("b-roll.png")).toThrow(
      "must be a feature picture chosen in the picture library (PNG)",
    );
    expect(field.describe()).toMatchObject({ meta: { picture: "feature" } });
  });
});
