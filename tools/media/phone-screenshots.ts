// Draws the phone views of the three AI Agent screenshots (data/images/screenshots/*.png, 1600x1000): the same
// screens, laid out for a 360 px phone, written here as SVG and rendered to 720x1000 PNGs with sharp into
// data/images/screenshots/phone/<name>.png. On a phone the carousel shows these instead (art direction in
// src/components/agent/ProductScreenshots.tsx): shown about 360 px wide, the smallest text here (24 px) is 12 CSS
// px, where the desktop picture's would be 4. Run `npx tsx tools/media/phone-screenshots.ts [name ...]` after
// changing a drawing or the screen it copies.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(__dirname, "../..");
const USAGE = `Usage: npx tsx tools/media/phone-screenshots.ts [--out DIR] [name ...]
Draws the phone views of the AI Agent screenshots (all, or the named ones) into data/images/screenshots/phone/
(or DIR).`;
const W = 720;
const H = 1000;
const PAD = 32;
const INNER = W - 2 * PAD;

// The site's tokens (src/styles/global.css), as the desktop screenshots use them.
const c = {
  ink: "#0f172a",
  soft: "#334155",
  muted: "#475569",
  line: "#e2e8f0",
  alt: "#f8fafc",
  b50: "#f3f1ff",
  b100: "#e9e5ff",
  b300: "#b3a3ff",
  b600: "#5b3be8",
  b700: "#4a2cc9",
  info: "#1d4ed8",
  infoBg: "#dbeafe",
  green: "#15803d",
  greenBg: "#dcfce7",
};

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
interface TextStyle {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
}
const text = (
  x: number,
  y: number,
  s: string,
  { size = 26, weight = 400, fill = c.ink, anchor = "start" }: TextStyle = {},
) =>
  `<text x="${x}" y="${y}" font-family="Liberation Sans, Arial, DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(s)}</text>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 12, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
const card = (x: number, y: number, w: number, h: number, stroke = c.line, width = 2) =>
  rect(x, y, w, h, "#fff", 20, `stroke="${stroke}" stroke-width="${width}"`);
/** A rounded label, centred on its own width. */
const pill = (x: number, y: number, label: string, fill: string, color: string, w = label.length * 14 + 36) =>
  rect(x, y, w, 44, fill, 22) +
  text(x + w / 2, y + 30, label, { size: 24, weight: 700, fill: color, anchor: "middle" });
const button = (x: number, y: number, w: number, label: string, primary = true) =>
  rect(x, y, w, 64, primary ? c.b600 : "#fff", 32, primary ? "" : `stroke="${c.b300}" stroke-width="2"`) +
  text(x + w / 2, y + 41, label, { size: 26, weight: 700, fill: primary ? "#fff" : c.b700, anchor: "middle" });
const bar = (x: number, y: number, w: number, share: number, fill: string) =>
  rect(x, y, w, 14, c.line, 7) + (share > 0 ? rect(x, y, w * share, 14, fill, 7) : "");
/** A row of label and status, as in the screens' status lists. */
const statusRow = (y: number, label: string, status: string, color: string) =>
  rect(PAD, y, INNER, 68, "#fff", 14, `stroke="${c.line}" stroke-width="2"`) +
  text(PAD + 24, y + 44, label, { fill: c.soft }) +
  text(W - PAD - 24, y + 44, status, { weight: 700, fill: color, anchor: "end" });

/** The product's top bar and a phone-sized page under it. */
const screen = (
  crumb: string,
  body: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
${rect(0, 0, W, H, c.alt, 0)}
${rect(0, 0, W, 96, "#fff", 0)}<line x1="0" y1="96" x2="${W}" y2="96" stroke="${c.line}" stroke-width="2"/>
${rect(PAD, 26, 44, 44, c.b600, 10)}<path d="M${PAD + 16} 37 v22 l18 -11 z" fill="#fff"/>
${text(PAD + 60, 58, "Scriptreel", { size: 30, weight: 700 })}
${text(W - PAD - 72, 58, crumb, { size: 24, fill: c.muted, anchor: "end" })}
<circle cx="${W - PAD - 26}" cy="48" r="26" fill="${c.b100}"/>${text(W - PAD - 26, 57, "MR", { size: 24, weight: 700, fill: c.b700, anchor: "middle" })}
${body}</svg>`;

const scenes = [
  { title: "Scene 1: A warm welcome", status: "Completed", length: "2:30", share: 1 },
  { title: "Scene 2: How we work", status: "Processing", length: "1:45", share: 0.65 },
  { title: "Scene 3: Your first week", status: "Pending", length: "3:15", share: 0 },
];
const statusColours: Record<string, [string, string, string]> = {
  Completed: [c.greenBg, c.green, c.green],
  Processing: [c.infoBg, c.info, c.info],
  Pending: [c.line, c.muted, c.muted],
};

const drawings: Record<string, string> = {
  dashboard: screen(
    "Projects",
    text(PAD, 160, "Welcome to the Team:", { size: 40, weight: 700 }) +
      text(PAD, 210, "Onboarding Series", { size: 40, weight: 700 }) +
      pill(PAD, 236, "3 Scenes", c.b100, c.b700) +
      scenes
        .map(({ title, status, length, share }, i) => {
          const y = 312 + i * 190;
          const [bg, fg, fill] = statusColours[status];
          const chosen = status === "Processing";
          return (
            card(PAD, y, INNER, 170, chosen ? c.b600 : c.line, chosen ? 4 : 2) +
            text(PAD + 28, y + 52, title, { size: 30, weight: 700 }) +
            pill(PAD + 28, y + 76, status, bg, fg) +
            text(W - PAD - 28, y + 106, `${Math.round(share * 100)}%`, { weight: 700, fill: c.soft, anchor: "end" }) +
            text(PAD + 28 + status.length * 14 + 56, y + 106, `Duration ${length}`, { fill: c.muted }) +
            bar(PAD + 28, y + 138, INNER - 56, share, fill)
          );
        })
        .join("") +
      button(PAD, 896, (INNER - 20) / 2, "Settings", false) +
      button(PAD + (INNER + 20) / 2, 896, (INNER - 20) / 2, "Export"),
  ),
  script: screen(
    "Script",
    text(PAD, 162, "Script Input", { size: 40, weight: 700 }) +
      text(PAD, 204, "Leave a blank line between scenes.", { size: 26, fill: c.muted }) +
      rect(PAD, 228, INNER, 250, "#fff", 20, `stroke="${c.b300}" stroke-width="3"`) +
      [
        "Welcome to the team. In the next",
        "few minutes you will meet the people",
        "you will work with and see how a",
        "normal week runs here.",
      ]
        .map((line, i) => text(PAD + 28, 282 + i * 40, line, { size: 26, fill: c.soft }))
        .join("") +
      `<rect x="${PAD + 28}" y="${428}" width="3" height="32" fill="${c.b600}"/>` +
      text(PAD, 524, "87 words", { weight: 700, fill: c.soft }) +
      card(PAD, 552, INNER, 420) +
      text(PAD + 28, 606, "Scene Breakdown", { size: 30, weight: 700 }) +
      pill(W - PAD - 28 - 136, 574, "3 scenes", c.b100, c.b700, 136) +
      [
        ["Scene 1", "26 words", "~0:11"],
        ["Scene 2", "31 words", "~0:13"],
        ["Scene 3", "30 words", "~0:12"],
      ]
        .map(([scene, words, time], i) => {
          const y = 636 + i * 84;
          return (
            rect(PAD + 24, y, INNER - 48, 72, c.alt, 14) +
            text(PAD + 44, y + 45, scene, { weight: 700 }) +
            text(PAD + 164, y + 45, words, { size: 24, fill: c.muted }) +
            text(W - PAD - 44, y + 45, time, { weight: 700, fill: c.b700, anchor: "end" })
          );
        })
        .join("") +
      text(PAD + 24, 940, "Estimated total", { fill: c.soft }) +
      text(W - PAD - 28, 942, "~1min", { size: 34, weight: 700, anchor: "end" }),
  ),
  "scene-detail": screen(
    "Scene 1",
    text(PAD, 162, "Scene 1: A warm welcome", { size: 38, weight: 700 }) +
      pill(PAD, 186, "Completed", c.greenBg, c.green) +
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f2fd0"/><stop offset="1" stop-color="#d0437f"/></linearGradient><clipPath id="frame"><rect x="${PAD}" y="256" width="${INNER}" height="330" rx="20"/></clipPath></defs>` +
      `<g clip-path="url(#frame)">${rect(PAD, 256, INNER, 330, "url(#sky)", 0)}
<circle cx="${PAD + INNER * 0.76}" cy="350" r="54" fill="#f2d48f"/>
<path d="M${PAD} 520 L${PAD + 180} 410 L${PAD + 300} 490 L${PAD + 450} 380 L${W - PAD} 490 V586 H${PAD} Z" fill="#2c2440"/>
<circle cx="${PAD + 190}" cy="440" r="38" fill="#0b1020"/><path d="M${PAD + 124} 586 Q${PAD + 124} 488 ${PAD + 190} 488 Q${PAD + 256} 488 ${PAD + 256} 586 Z" fill="#0b1020"/>
<circle cx="${W / 2}" cy="400" r="44" fill="#fff" opacity="0.92"/><path d="M${W / 2 - 14} 378 l40 22 l-40 22 z" fill="${c.b700}"/>
${rect(PAD + 24, 516, 360, 52, "#0b1020", 10, 'opacity="0.85"')}${text(PAD + 44, 552, "Welcome to the team.", { size: 26, weight: 700, fill: "#fff" })}</g>` +
      text(PAD, 634, "Voice: Warm, mid-pace · Length 2:30", { size: 24, fill: c.muted }) +
      statusRow(658, "Audio", "Generated", c.green) +
      statusRow(736, "Visuals", "Generated", c.green) +
      statusRow(814, "Video", "Ready", c.green) +
      button(PAD, 906, (INNER - 20) / 2, "Preview", false) +
      button(PAD + (INNER + 20) / 2, 906, (INNER - 20) / 2, "Download"),
  ),
};

async function main(argv: string[]): Promise<void> {
  if (argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  const at = argv.indexOf("--out");
  if (at >= 0 && !argv[at + 1]) throw new Error(`--out needs a folder.\n${USAGE}`);
  const outDir = path.resolve(at >= 0 ? argv[at + 1] : path.join(root, "data", "images", "screenshots", "phone"));
  const only = at >= 0 ? argv.filter((_, i) => i !== at && i !== at + 1) : argv;
  const unknown = only.filter((name) => !(name in drawings));
  if (unknown.length > 0) throw new Error(`No drawing named ${unknown.join(", ")}.\n${USAGE}`);
  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, svg] of Object.entries(drawings)) {
    if (only.length && !only.includes(name)) continue;
    const file = path.join(outDir, `${name}.png`);
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(file);
    console.log(`${path.relative(root, file)} ${fs.statSync(file).size} bytes`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
