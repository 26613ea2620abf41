/**
 * One Open Graph image per page, drawn after the build from what the page itself shows: its h1 (from the page's
 * data), the hero badge (marked data-og-badge) and the brand. Every built page gets one, so a new industry or use
 * case gets its own image with no other step. Seo.tsx points og:image and twitter:image at ogImagePath(pathname).
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { OG_IMAGE_SIZE, ogImagePath } from "../src/lib/seo";
import { DomUtils, findElement, is, readHtml, type Element } from "./html";
import type { Text } from "domhandler";

const { width: OG_WIDTH, height: OG_HEIGHT } = OG_IMAGE_SIZE;

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An element's text, entities decoded, with a space where a tag was and white space collapsed. */
const textOfElement = (element: Element | null) =>
  element
    ? findAll(element)
        .map((node) => node.data)
        .join(" ")
        .replace(/\s+/g, " ")
        .trim()
    : "";
const findAll = (element: Element): Text[] =>
  element.children.flatMap((child) =>
    DomUtils.isText(child) ? [child] : DomUtils.isTag(child) && child.name !== "script" ? findAll(child) : [],
  );

/**
 * The title and badge a page shows: its h1 (else its og:title) and its hero badge, if it has one.
 * @internal Exported for its tests only (knip --production).
 */
export function cardText(html: string): { title: string; badge: string } {
  const doc = readHtml(html);
  const h1 = textOfElement(findElement(doc, is("h1")));
  const ogTitle = (findElement(doc, is("meta", { property: "og:title" }))?.attribs.content ?? "").replace(/\s+/g, " ");
  const badge = textOfElement(findElement(doc, (e) => "data-og-badge" in e.attribs));
  return { title: h1 || ogTitle.trim(), badge };
}

/** Greedy word wrap by an estimated glyph width (bold sans: about 0.6 em a character). */
function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const perLine = Math.floor(maxWidth / (fontSize * 0.6));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The card as SVG: brand mark and name, the badge as a pill, the title in up to four lines.
 * @internal Exported for its tests only (knip --production).
 */
export function cardSvg({ title, badge, brand }: { title: string; badge: string; brand: string }): string {
  let size = 76;
  let lines = wrap(title, size, 1040);
  while (lines.length > 3 && size > 48) {
    size -= 6;
    lines = wrap(title, size, 1040);
  }
  if (lines.length > 4) lines = [...lines.slice(0, 3), `${lines[3]}…`];
  const lineHeight = Math.round(size * 1.18);
  // Brand at the top, then the badge, then the title from a fixed line down (at most 3-4 lines fit above 560).
  const badgeTop = 190;
  const titleTop = (badge ? badgeTop + 60 : 200) + size;
  const badgeWidth = Math.round(badge.length * 15 + 48);
  const font = `font-family="DejaVu Sans, Arial, sans-serif"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1020"/><stop offset="0.6" stop-color="#151b30"/><stop offset="1" stop-color="#4a2cc9"/></linearGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
<circle cx="1120" cy="560" r="260" fill="#5b3be8" opacity="0.35"/>
<rect x="80" y="72" width="56" height="56" rx="14" fill="#5b3be8"/><path d="M100 86 l22 14 l-22 14 z" fill="#fff"/>
<text x="156" y="113" ${font} font-size="34" font-weight="700" fill="#fff">${escapeXml(brand)}</text>
${
  badge
    ? `<rect x="80" y="${badgeTop}" width="${badgeWidth}" height="44" rx="22" fill="#e9e5ff"/>
<text x="${80 + badgeWidth / 2}" y="${badgeTop + 30}" ${font} font-size="22" font-weight="700" fill="#3d25a3" text-anchor="middle">${escapeXml(badge.toUpperCase())}</text>`
    : ""
}
${lines
  .map(
    (line, i) =>
      `<text x="80" y="${titleTop + i * lineHeight}" ${font} font-size="${size}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
  )
  .join("\n")}
<rect x="80" y="${OG_HEIGHT - 70}" width="120" height="6" rx="3" fill="#f43f5e"/>
</svg>`;
}

/**
 * Draws public/og/... for every page; returns how many. Pages are drawn a few at a time (2 cores), and each
 * drawing is kept in cacheDir under the hash of its SVG, so a rebuild only draws the cards whose text changed.
 */
export async function writeOgImages(
  pages: { path: string; html: string }[],
  publicDir: string,
  brand: string,
  cacheDir = path.resolve(__dirname, "..", ".cache", "og-images"),
): Promise<{ pages: number; drawn: number }> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const queue = [...pages];
  let drawn = 0;
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const file = path.join(publicDir, ogImagePath(page.path));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const svg = cardSvg({ ...cardText(page.html), brand });
      const cached = path.join(cacheDir, `${crypto.createHash("sha1").update(svg).digest("hex")}.png`);
      if (!fs.existsSync(cached)) {
        // Light compression: 1.5x the bytes of the default for half the time, and these files are never on a page.
        await sharp(Buffer.from(svg)).png({ compressionLevel: 2, adaptiveFiltering: false }).toFile(cached);
        drawn += 1;
      }
      fs.copyFileSync(cached, file);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return { pages: pages.length, drawn };
}
