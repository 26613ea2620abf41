// Draws the 18 AI Agent feature pictures: stills of the product's own mock interface, written here as SVG and
// rendered to PNG with sharp into data/images/features/<image_name>.png (gatsby-plugin-image makes AVIF/WebP
// at several widths from them). Run `npx tsx tools/media/feature-images.ts [name ...]` after changing a drawing.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(__dirname, "../..");
const USAGE = `Usage: npx tsx tools/media/feature-images.ts [--out DIR] [name ...]
Draws the AI Agent feature pictures (all, or the named ones) into data/images/features/ (or DIR).`;
const W = 800;
const H = 500;

// The site's tokens (src/styles/global.css).
const c = {
  night: "#0b1020",
  nightSoft: "#151b30",
  line: "#e2e8f0",
  muted: "#475569",
  alt: "#f8fafc",
  b50: "#f3f1ff",
  b100: "#e9e5ff",
  b200: "#d4ccff",
  b300: "#b3a3ff",
  b500: "#7357f6",
  b600: "#5b3be8",
  b700: "#4a2cc9",
  a400: "#fb7185",
  a500: "#f43f5e",
  green: "#15803d",
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
  { size = 16, weight = 400, fill = c.night, anchor = "start" }: TextStyle = {},
) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(s)}</text>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 8, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
/** A row or card of a list: tinted and outlined (in `stroke`, `width` px) when it is the chosen one. */
const option = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  chosen: boolean,
  { stroke = c.b600, width = 2 }: { stroke?: string; width?: number } = {},
) => rect(x, y, w, h, chosen ? c.b50 : c.alt, rx, chosen ? `stroke="${stroke}" stroke-width="${width}"` : "");
const lines = (
  x: number,
  y: number,
  widths: number[],
  { gap = 18, fill = c.line, h = 8 }: { gap?: number; fill?: string; h?: number } = {},
) => widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join("");
const chip = (
  x: number,
  y: number,
  label: string,
  { fill = c.b100, color = c.b700, w = label.length * 8.4 + 24 }: { fill?: string; color?: string; w?: number } = {},
) =>
  rect(x, y, w, 28, fill, 14) +
  text(x + w / 2, y + 19, label, { size: 13, weight: 700, fill: color, anchor: "middle" });
const wave = (
  x: number,
  y: number,
  w: number,
  amp: number,
  { color = c.b600, bars = 40, seed = 1 }: { color?: string; bars?: number; seed?: number } = {},
) => {
  let out = "";
  const step = w / bars;
  for (let i = 0; i < bars; i += 1) {
    const h = Math.max(4, Math.abs(Math.sin(i * 0.7 + seed) * Math.cos(i * 0.23 + seed * 2)) * amp);
    out += rect(x + i * step, y - h / 2, Math.max(2, step * 0.55), h, color, 1.5);
  }
  return out;
};
/** A small video still: sky, sun, hills; `tone` shifts the colours. */
const still = (x: number, y: number, w: number, h: number, tone = 0, id = `s${x}${y}`) => {
  const skies = [
    [c.b600, c.b300],
    [c.a500, c.a400],
    [c.nightSoft, c.b500],
    [c.b700, c.a400],
  ];
  const [top, bottom] = skies[tone % skies.length];
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><clipPath id="${id}c"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10"/></clipPath></defs>
<g clip-path="url(#${id}c)">${rect(x, y, w, h, `url(#${id})`, 0)}
<circle cx="${x + w * 0.72}" cy="${y + h * 0.38}" r="${h * 0.14}" fill="#fff" opacity="0.85"/>
<path d="M${x} ${y + h * 0.78} Q${x + w * 0.25} ${y + h * 0.5} ${x + w * 0.5} ${y + h * 0.72} T${x + w} ${y + h * 0.62} V${y + h} H${x} Z" fill="${c.night}" opacity="0.55"/>
<path d="M${x} ${y + h * 0.9} Q${x + w * 0.4} ${y + h * 0.7} ${x + w} ${y + h * 0.88} V${y + h} H${x} Z" fill="${c.night}" opacity="0.8"/></g>`;
};
const person = (
  cx: number,
  cy: number,
  s: number,
  { skin = "#f5d0b5", shirt = c.b600, hair = c.night }: { skin?: string; shirt?: string; hair?: string } = {},
) =>
  `<circle cx="${cx}" cy="${cy - s * 0.35}" r="${s * 0.3}" fill="${skin}"/>
<path d="M${cx - s * 0.3} ${cy - s * 0.45} a${s * 0.3} ${s * 0.3} 0 0 1 ${s * 0.6} 0 q-${s * 0.3} -${s * 0.12} -${s * 0.6} 0 z" fill="${hair}"/>
<path d="M${cx - s * 0.55} ${cy + s * 0.55} q0 -${s * 0.55} ${s * 0.55} -${s * 0.55} q${s * 0.55} 0 ${s * 0.55} ${s * 0.55} z" fill="${shirt}"/>`;
const play = (cx: number, cy: number, r = 14) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="0.92"/><path d="M${cx - r * 0.3} ${cy - r * 0.45} l${r * 0.8} ${r * 0.45} l-${r * 0.8} ${r * 0.45} z" fill="${c.b700}"/>`;

/** The Agent's window: every picture is a view of it. */
const windowed = (
  title: string,
  body: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
${rect(0, 0, W, H, c.b50, 0)}
<circle cx="720" cy="40" r="140" fill="${c.b100}"/><circle cx="60" cy="470" r="110" fill="${c.b100}"/>
${rect(40, 34, 720, 432, "#fff", 18, `stroke="${c.line}" stroke-width="2"`)}
<circle cx="68" cy="60" r="6" fill="${c.a400}"/><circle cx="88" cy="60" r="6" fill="${c.b300}"/><circle cx="108" cy="60" r="6" fill="${c.line}"/>
${text(400, 66, title, { size: 15, weight: 700, fill: c.muted, anchor: "middle" })}
<line x1="40" y1="86" x2="760" y2="86" stroke="${c.line}" stroke-width="2"/>
${body}</svg>`;

const drawings: Record<string, string> = {
  "script-writing": windowed(
    "Script",
    rect(64, 104, 672, 44, c.b50, 10) +
      text(84, 132, "A two-minute explainer on how our app saves time", { size: 15, fill: c.b700, weight: 700 }) +
      [0, 1, 2]
        .map(
          (i) =>
            text(84, 186 + i * 92, `SCENE ${i + 1}`, { size: 13, weight: 700, fill: c.b600 }) +
            lines(
              84,
              200 + i * 92,
              [
                [520, 380],
                [560, 300],
                [480, 420],
              ][i],
              { gap: 18 },
            ),
        )
        .join("") +
      rect(648, 176, 88, 28, c.b100, 14) +
      text(692, 195, "0:40", { size: 13, weight: 700, fill: c.b700, anchor: "middle" }),
  ),
  "visuals-camera": windowed(
    "Scene 2 · Visuals",
    still(72, 104, 420, 236, 0) +
      `<rect x="150" y="150" width="260" height="146" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="10 8" rx="6"/>` +
      `<path d="M420 222 h50 m-14 -12 l14 12 l-14 12" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      text(520, 130, "Camera", { size: 15, weight: 700 }) +
      chip(520, 148, "Slow pan right", { fill: c.b600, color: "#fff" }) +
      chip(520, 188, "Zoom in 20%") +
      chip(520, 228, "Cut on the word") +
      text(72, 380, "Keyframes", { size: 13, weight: 700, fill: c.muted }) +
      rect(72, 394, 656, 8, c.line, 4) +
      [90, 260, 420, 600].map((x) => `<path d="M${x} 388 l10 10 l-10 10 l-10 -10 z" fill="${c.b600}"/>`).join(""),
  ),
  casting: windowed(
    "Cast",
    (
      [
        ["Presenter", c.b600, "#f5d0b5", c.night, true],
        ["Expert", c.a500, "#c68b62", "#3b2314", false],
        ["Narrator", c.b300, "#e9b896", "#7c4a1e", false],
      ] as [string, string, string, string, boolean][]
    )
      .map(
        ([role, shirt, skin, hair, chosen], i) =>
          option(72 + i * 224, 108, 200, 250, 14, chosen, { width: 3 }) +
          person(172 + i * 224, 220, 110, { shirt, skin, hair }) +
          text(172 + i * 224, 318, role, { size: 16, weight: 700, anchor: "middle" }) +
          wave(112 + i * 224, 340, 120, 14, { bars: 16, seed: i + 1, color: chosen ? c.b600 : c.b300 }),
      )
      .join("") +
      rect(72, 384, 656, 50, c.b50, 12) +
      text(92, 415, "“A calm presenter in her forties, navy jacket, warm voice”", { size: 15, fill: c.b700 }),
  ),
  "voice-cloning": windowed(
    "Your voice",
    `<circle cx="150" cy="220" r="56" fill="${c.a500}"/><circle cx="150" cy="220" r="74" fill="none" stroke="${c.a400}" stroke-width="4" opacity="0.6"/>` +
      rect(136, 192, 28, 44, "#fff", 14) +
      `<path d="M126 226 a24 24 0 0 0 48 0 M150 250 v14" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      text(150, 330, "Recording sample", { size: 15, weight: 700, anchor: "middle" }) +
      wave(260, 200, 460, 90, { color: c.b600, bars: 46, seed: 3 }) +
      rect(260, 290, 460, 8, c.line, 4) +
      rect(260, 290, 300, 8, c.b600, 4) +
      text(720, 320, "0:20 of 0:30", { size: 13, fill: c.muted, anchor: "end" }) +
      chip(260, 370, "Voice ready: Maya (you)", { fill: c.b600, color: "#fff" }),
  ),
  "sound-effects": windowed(
    "Timeline · Sound",
    [0, 1, 2, 3].map((i) => still(72 + i * 166, 110, 156, 88, i, `sfx${i}`)).join("") +
      text(72, 232, "Voice", { size: 13, weight: 700, fill: c.muted }) +
      wave(130, 226, 598, 26, { bars: 60, seed: 2, color: c.b300 }) +
      text(72, 290, "Effects", { size: 13, weight: 700, fill: c.muted }) +
      rect(130, 276, 598, 22, c.alt, 6) +
      (
        [
          [160, "Door"],
          [330, "Crowd"],
          [500, "Click"],
          [640, "Whoosh"],
        ] as [number, string][]
      )
        .map(
          ([x, label]) =>
            rect(x, 278, 70, 18, c.a400, 5) +
            text(x + 35, 292, label, { size: 11, weight: 700, fill: "#fff", anchor: "middle" }),
        )
        .join("") +
      `<line x1="300" y1="100" x2="300" y2="312" stroke="${c.a500}" stroke-width="3"/>` +
      rect(72, 340, 656, 90, c.b50, 12) +
      text(92, 375, "Scene 3 · 0:41", { size: 15, weight: 700 }) +
      text(92, 405, "Crowd murmur placed under the reveal, fading out at 0:44", { size: 14, fill: c.muted }),
  ),
  music: windowed(
    "Mix",
    text(72, 130, "Voice", { size: 14, weight: 700 }) +
      wave(160, 124, 568, 44, { bars: 56, seed: 4, color: c.b600 }) +
      text(72, 236, "Music", { size: 14, weight: 700 }) +
      wave(160, 230, 568, 60, { bars: 56, seed: 9, color: c.b300 }) +
      `<path d="M160 200 H300 L330 250 H560 L590 200 H728" stroke="${c.a500}" stroke-width="3" fill="none"/>` +
      text(445, 275, "music lowered under speech", { size: 13, fill: c.a500, anchor: "middle", weight: 700 }) +
      rect(72, 320, 656, 110, c.alt, 12) +
      text(92, 356, "Score", { size: 13, weight: 700, fill: c.muted }) +
      chip(92, 372, "Hopeful") +
      chip(190, 372, "Piano and strings") +
      chip(350, 372, "92 BPM"),
  ),
  "consistent-characters": windowed(
    "Character: Ava",
    [0, 1, 2]
      .map(
        (i) =>
          still(72 + i * 224, 110, 200, 150, [0, 2, 3][i], `cc${i}`) +
          person(172 + i * 224, 226, 80, { shirt: c.a500, skin: "#e9b896", hair: "#3b2314" }) +
          text(72 + i * 224, 286, `Episode ${i + 1} · Scene ${[1, 4, 2][i]}`, { size: 13, weight: 700, fill: c.muted }),
      )
      .join("") +
      rect(72, 318, 656, 112, c.b50, 12) +
      text(92, 352, "Locked for the series", { size: 15, weight: 700 }) +
      chip(92, 370, "Face") +
      chip(160, 370, "Red jacket") +
      chip(280, 370, "Voice: Ava, warm"),
  ),
  "montage-chapters": windowed(
    "Chapters",
    [
      ["1", "Where it started", "0:00"],
      ["2", "The first big bet", "2:10"],
      ["3", "What changed", "4:45"],
      ["4", "What comes next", "7:20"],
    ]
      .map(
        ([n, title, time], i) =>
          option(72, 104 + i * 62, 360, 52, 10, i === 1, { stroke: c.b300 }) +
          text(92, 136 + i * 62, `${n}. ${title}`, { size: 15, weight: 700 }) +
          text(416, 136 + i * 62, time, { size: 13, fill: c.muted, anchor: "end" }),
      )
      .join("") +
      text(460, 124, "Montage", { size: 13, weight: 700, fill: c.muted }) +
      [0, 1, 2, 3, 4, 5]
        .map((i) => still(460 + (i % 3) * 92, 140 + Math.floor(i / 3) * 70, 84, 60, i, `m${i}`))
        .join("") +
      rect(72, 370, 656, 60, c.night, 12) +
      text(400, 408, "Chapter 2 · The first big bet", { size: 18, weight: 700, fill: "#fff", anchor: "middle" }),
  ),
  "lip-sync": windowed(
    "Presenter",
    still(72, 104, 330, 300, 2, "lip") +
      person(237, 300, 210, { shirt: c.b600, skin: "#e9b896", hair: "#3b2314" }) +
      `<ellipse cx="237" cy="252" rx="18" ry="9" fill="#7c2d12"/>` +
      text(430, 130, "Script", { size: 13, weight: 700, fill: c.muted }) +
      text(430, 160, "“Welcome to your first week.”", { size: 16, weight: 700 }) +
      text(430, 210, "Mouth shapes", { size: 13, weight: 700, fill: c.muted }) +
      ["W", "EH", "L", "K", "UH", "M"].map((p, i) => chip(430 + i * 50, 222, p, { w: 44 })).join("") +
      wave(430, 300, 298, 50, { bars: 30, seed: 5 }) +
      `<line x1="530" y1="262" x2="530" y2="338" stroke="${c.a500}" stroke-width="3"/>` +
      chip(430, 370, "In sync", { fill: "#dcfce7", color: c.green }),
  ),
  overlays: windowed(
    "Scene 1 · On screen",
    still(72, 104, 656, 326, 0, "ov") +
      rect(100, 340, 300, 62, c.night, 10, 'opacity="0.9"') +
      rect(100, 340, 8, 62, c.a500, 4) +
      text(124, 366, "Dr. Lena Ortiz", { size: 18, weight: 700, fill: "#fff" }) +
      text(124, 390, "Head of Research", { size: 14, fill: c.b200 }) +
      rect(500, 130, 200, 70, "#fff", 14) +
      text(600, 162, "3 steps", { size: 22, weight: 700, fill: c.b700, anchor: "middle" }) +
      text(600, 186, "to a first draft", { size: 13, fill: c.muted, anchor: "middle" }) +
      `<path d="M600 232 l12 24 l26 4 l-19 18 l5 26 l-24 -13 l-24 13 l5 -26 l-19 -18 l26 -4 z" fill="${c.a400}" stroke="#fff" stroke-width="3"/>`,
  ),
  "voice-emotion": windowed(
    "Delivery",
    (
      [
        ["“We hit our first milestone.”", "Warm", 0.6],
        ["“The deadline is Friday.”", "Urgent", 0.8],
        ["“Take a breath. Start again.”", "Calm", 0.35],
        ["“And then the cat walked in.”", "Playful", 0.7],
      ] as [string, string, number][]
    )
      .map(
        ([line, mood, level], i) =>
          rect(72, 104 + i * 82, 656, 70, i === 1 ? c.b50 : c.alt, 12) +
          text(92, 134 + i * 82, line, { size: 15, weight: 700 }) +
          chip(92, 144 + i * 82, mood, { w: 84, fill: i === 1 ? c.a500 : c.b100, color: i === 1 ? "#fff" : c.b700 }) +
          rect(520, 124 + i * 82, 180, 8, c.line, 4) +
          rect(520, 124 + i * 82, 180 * level, 8, c.b600, 4) +
          `<circle cx="${520 + 180 * level}" cy="${128 + i * 82}" r="9" fill="#fff" stroke="${c.b600}" stroke-width="3"/>`,
      )
      .join(""),
  ),
  "b-roll": windowed(
    "Timeline · B-roll",
    still(72, 104, 380, 214, 1, "br") +
      person(262, 262, 110, { shirt: c.b600 }) +
      rect(470, 104, 258, 214, c.alt, 12) +
      text(490, 134, "Inserted where the", { size: 14, fill: c.muted }) +
      text(490, 156, "narration needs a picture", { size: 14, fill: c.muted }) +
      still(490, 176, 108, 64, 2, "b1") +
      still(606, 176, 108, 64, 0, "b2") +
      text(72, 356, "B-roll", { size: 13, weight: 700, fill: c.muted }) +
      [140, 380, 560].map((x, i) => still(x, 340, [130, 110, 150][i], 34, i + 1, `bt${i}`)).join("") +
      text(72, 408, "Presenter", { size: 13, weight: 700, fill: c.muted }) +
      rect(140, 392, 588, 34, c.b200, 8),
  ),
  subtitles: windowed(
    "Subtitles",
    still(72, 104, 440, 250, 3, "sub") +
      rect(132, 300, 320, 36, c.night, 8, 'opacity="0.85"') +
      text(292, 324, "Bienvenidos a su primera semana", { size: 14, weight: 700, fill: "#fff", anchor: "middle" }) +
      text(536, 124, "Languages", { size: 13, weight: 700, fill: c.muted }) +
      ["English", "Español", "Deutsch", "Français", "Italiano", "Português"]
        .map(
          (l, i) =>
            rect(536, 138 + i * 44, 192, 36, i === 1 ? c.b600 : c.alt, 8) +
            text(552, 162 + i * 44, l, { size: 15, weight: 700, fill: i === 1 ? "#fff" : c.night }),
        )
        .join("") +
      text(72, 400, "+ 44 more languages, voices included", { size: 15, weight: 700, fill: c.b700 }),
  ),
  captions: windowed(
    "Captions",
    (
      [
        ["00:00:01.2", "Welcome to your first week.", false],
        ["00:00:03.8", "Here is who to ask for what.", true],
        ["00:00:06.5", "Your tools are ready on day one.", false],
        ["00:00:09.1", "Let us start with the calendar.", false],
      ] as [string, string, boolean][]
    )
      .map(
        ([time, line, editing], i) =>
          option(72, 104 + i * 64, 656, 54, 10, editing) +
          text(92, 137 + i * 64, time, { size: 13, fill: c.muted }) +
          text(200, 137 + i * 64, line, { size: 15, weight: editing ? 700 : 400 }) +
          (editing ? rect(448, 119 + i * 64, 2, 24, c.b600, 1) : ""),
      )
      .join("") +
      chip(72, 380, "Download SRT", { fill: c.b600, color: "#fff" }) +
      chip(212, 380, "Download WebVTT"),
  ),
  logos: windowed(
    "Brand kit",
    still(72, 104, 440, 250, 0, "logo") +
      rect(452, 118, 46, 46, "#fff", 10) +
      `<path d="M475 128 l8 16 l-16 0 z M468 150 h14" stroke="${c.b700}" stroke-width="4" fill="${c.b700}"/>` +
      rect(80, 326, 200, 8, "#fff", 4, 'opacity="0.7"') +
      text(536, 124, "Logo", { size: 13, weight: 700, fill: c.muted }) +
      rect(536, 138, 192, 80, c.alt, 10) +
      `<path d="M616 160 l16 30 l-32 0 z" fill="${c.b700}"/>` +
      text(536, 250, "Colours", { size: 13, weight: 700, fill: c.muted }) +
      [c.b600, c.a500, c.night, c.b200]
        .map((col, i) => `<circle cx="${556 + i * 48}" cy="${282}" r="18" fill="${col}"/>`)
        .join("") +
      text(536, 336, "Position: top right", { size: 14, fill: c.night }) +
      text(72, 400, "Applied to every video in this workspace", { size: 15, weight: 700, fill: c.b700 }),
  ),
  filters: windowed(
    "Look",
    still(72, 104, 656, 200, 0, "fl") +
      (
        [
          ["Original", 0],
          ["Warm film", 1],
          ["Night", 2],
          ["Studio", 3],
        ] as [string, number][]
      )
        .map(
          ([name, tone], i) =>
            still(72 + i * 168, 322, 152, 80, tone, `f${i}`) +
            (i === 1
              ? `<rect x="${70 + i * 168}" y="320" width="156" height="84" rx="11" fill="none" stroke="${c.b600}" stroke-width="4"/>`
              : "") +
            text(72 + i * 168, 426, name, { size: 13, weight: 700, fill: i === 1 ? c.b700 : c.muted }),
        )
        .join(""),
  ),
  resizes: windowed(
    "Export",
    still(72, 130, 320, 180, 0, "r1") +
      text(72, 338, "Landscape 16:9", { size: 14, weight: 700 }) +
      still(420, 130, 120, 213, 1, "r2") +
      text(420, 370, "Vertical 9:16", { size: 14, weight: 700 }) +
      still(568, 130, 160, 160, 2, "r3") +
      text(568, 318, "Square 1:1", { size: 14, weight: 700 }) +
      play(232, 220) +
      play(480, 236) +
      play(648, 210) +
      chip(72, 394, "One project, three versions", { fill: c.b600, color: "#fff" }),
  ),
  "agent-prompt": windowed(
    "Agent",
    rect(330, 104, 398, 56, c.b600, 16) +
      text(350, 138, "Shorten scene two and warm up the voice.", { size: 14, weight: 700, fill: "#fff" }) +
      rect(72, 180, 470, 150, c.alt, 16) +
      text(92, 212, "Done. Here is what changed:", { size: 15, weight: 700 }) +
      ["Scene 2 cut from 0:48 to 0:30", "Narration set to Warm", "Music swapped to Piano, calm"]
        .map(
          (line, i) =>
            `<path d="M96 ${236 + i * 30} l6 6 l12 -12" stroke="${c.green}" stroke-width="3" fill="none"/>` +
            text(124, 244 + i * 30, line, { size: 14 }),
        )
        .join("") +
      rect(72, 380, 656, 50, "#fff", 25, `stroke="${c.b300}" stroke-width="2"`) +
      text(96, 411, "Tell the Agent what to change…", { size: 15, fill: c.muted }) +
      `<circle cx="702" cy="405" r="18" fill="${c.b600}"/><path d="M694 405 h14 m-6 -6 l6 6 l-6 6" stroke="#fff" stroke-width="3" fill="none"/>`,
  ),
};

async function main(argv: string[]): Promise<void> {
  if (argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  const at = argv.indexOf("--out");
  if (at >= 0 && !argv[at + 1]) throw new Error(`--out needs a folder.\n${USAGE}`);
  const outDir = path.resolve(at >= 0 ? argv[at + 1] : path.join(root, "data", "images", "features"));
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
