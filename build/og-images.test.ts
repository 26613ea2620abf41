import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { cardSvg, cardText, writeOgImages } from "./og-images";
import { ogImagePath } from "../src/lib/seo";

describe("Open Graph images", () => {
  it("are named after the route, one per page", () => {
    expect(ogImagePath("/")).toBe("/og/index.png");
    expect(ogImagePath("/industries/coaches")).toBe("/og/industries/coaches.png");
    expect(ogImagePath("/industries/coaches/")).toBe("/og/industries/coaches.png");
    expect(ogImagePath("/404.html")).toBe("/og/404.png");
  });

  it("take the page's h1 and hero badge from its HTML, entities decoded and tags dropped", () => {
    const html = `<head><meta property="og:title" content="Coaches | Scriptreel"/></head>
      <p data-og-badge="" class="pill">For <b>coaches</b></p><h1 class="x">Your method, &amp; your voice&#x27;s reach</h1>`;
    expect(cardText(html)).toEqual({ title: "Your method, & your voice's reach", badge: "For coaches" });
    expect(cardText(`<meta property="og:title" content="Terms | Scriptreel"/>`)).toEqual({
      title: "Terms | Scriptreel",
      badge: "",
    });
  });

  it("escape the text into the SVG and wrap a long title", () => {
    const svg = cardSvg({ title: "A <b> & a very long title ".repeat(4).trim(), badge: "R&D", brand: "Scriptreel" });
    expect(svg).toContain("A &lt;b&gt; &amp; a very long");
    expect(svg).toContain("R&amp;D");
    expect(svg).not.toContain("<b>");
    expect(svg.match(/<text x="80" /g)!.length).toBeGreaterThan(1);
  });

  it("are written as 1200x630 PNGs per route, and a rebuild draws only what changed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-"));
    const pages = [
      { path: "/", html: "<h1>Home</h1>" },
      { path: "/industries/coaches", html: "<h1>Coaches</h1>" },
    ];
    const cache = path.join(dir, "cache");
    expect(await writeOgImages(pages, path.join(dir, "public"), "Brand", cache)).toEqual({ pages: 2, drawn: 2 });
    const meta = await sharp(path.join(dir, "public/og/industries/coaches.png")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    expect(fs.existsSync(path.join(dir, "public/og/index.png"))).toBe(true);
    pages[1].html = "<h1>Coaches, changed</h1>";
    expect(await writeOgImages(pages, path.join(dir, "public"), "Brand", cache)).toEqual({ pages: 2, drawn: 1 });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
