// Makes the self-hosted showcase clips in static/videos/ and their posters, the way the first ones were made:
// ffmpeg (Debian's, `apt-get install -y ffmpeg`) draws a moving two-colour gradient, fades a title and a subtitle in,
// and grows a progress bar along the bottom; 960x540, 24 fps, 7 s, silent, H.264 (CRF 32, moov first for quick
// start). The poster is the first frame, before any text appears: the page prints the title beside its play button.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const USAGE = `Usage: npx tsx tools/media/showcase-clips.ts [--posters] [--dry-run]
Makes every clip listed in the script that static/videos/ lacks, with its poster (ffmpeg: apt-get install -y ffmpeg).
  --posters  also (re)make the posters of the clips that exist
  --dry-run  print the ffmpeg commands instead of running them`;

const VIDEOS = path.resolve(__dirname, "../../static/videos");
const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const SECONDS_LONG = 7;

interface Clip {
  name: string;
  /** The gradient's two colours, 0xRRGGBB. */
  colours: [string, string];
  /** Plain text: no quote, colon, backslash or percent sign (drawtext reads those specially). */
  title: string;
  subtitle: string;
}

export const CLIPS: Clip[] = [
  [
    "showcase-5",
    "0x0b1020",
    "0x5b3be8",
    "How to Get Into Y-Combinator",
    "Step 1 - The application, question by question",
  ],
  ["showcase-6", "0x151b30", "0xf43f5e", "Why NFTs Have Value?", "Two voices - a sceptic and a collector"],
  ["showcase-7", "0x3d25a3", "0xfb7185", "A Five-Step Morning Routine", "Step 1 - Wake at the same time every day"],
  ["showcase-8", "0x0b1020", "0x7357f6", "A Book Trailer from Chapter One", "Narrated in the author’s own voice"],
  ["showcase-9", "0x151b30", "0x4a2cc9", "Quarterly Investor Update", "Chapter 1 - The quarter in one minute"],
  [
    "showcase-10",
    "0x4a2cc9",
    "0x0b1020",
    "From Keynote to Mini-Course",
    "Lesson 1 of 5 - captions in Spanish and German",
  ],
  ["showcase-11", "0x5b3be8", "0xf43f5e", "A Launch Ad in Three Cuts", "Landscape, vertical and square"],
].map(([name, c0, c1, title, subtitle]) => ({ name, colours: [c0, c1], title, subtitle }));

/** ffmpeg's arguments for one clip, written to <name>.mp4 in the current folder. */
export function clipArgs({ name, colours: [c0, c1], title, subtitle }: Clip): string[] {
  if (/['":\\%]/.test(title + subtitle)) throw new Error(`${name}: a title may not hold ' " : \\ or %`);
  const fadeTitle = "if(lt(t,0.4),0,if(lt(t,1.0),(t-0.4)/0.6,1))";
  const fadeSub = "if(lt(t,1.4),0,if(lt(t,2.0),(t-1.4)/0.6,1))";
  const filters = [
    `drawtext=fontfile=${FONT}:text='${title}':fontsize=46:fontcolor=white:x=(w-text_w)/2:y=h/2-60:alpha='${fadeTitle}'`,
    `drawtext=fontfile=${FONT}:text='${subtitle}':fontsize=22:fontcolor=white@0.85:x=(w-text_w)/2:y=h/2+10:alpha='${fadeSub}'`,
    `drawbox=x=0:y=h-6:w=iw*t/${SECONDS_LONG}:h=6:color=white@0.6:t=fill`,
  ];
  return [
    ...["-v", "error", "-y", "-f", "lavfi"],
    ...["-i", `gradients=s=960x540:r=24:c0=${c0}:c1=${c1}:speed=0.02:seed=7:d=${SECONDS_LONG}`],
    ...["-vf", filters.join(",")],
    ...["-c:v", "libx264", "-preset", "slow", "-crf", "32", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an"],
    `${name}.mp4`,
  ];
}

const posterArgs = (name: string): string[] => [
  "-v",
  "error",
  "-y",
  "-i",
  `${name}.mp4`,
  "-frames:v",
  "1",
  "-q:v",
  "4",
  `${name}.jpg`,
];

function main(argv: string[]): void {
  if (argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  const unknown = argv.find((arg) => arg !== "--posters" && arg !== "--dry-run");
  if (unknown) throw new Error(`Unknown argument "${unknown}".\n${USAGE}`);
  const dryRun = argv.includes("--dry-run");
  const ffmpeg = (args: string[]) => {
    if (dryRun) return console.log(["ffmpeg", ...args.map((a) => (/^[\w.+:@=/-]+$/.test(a) ? a : `"${a}"`))].join(" "));
    const result = spawnSync("ffmpeg", args, { cwd: VIDEOS, stdio: "inherit" });
    if (result.error) throw new Error(`ffmpeg did not start (${result.error.message}): apt-get install -y ffmpeg`);
    if (result.status !== 0) throw new Error(`ffmpeg failed (exit code ${result.status})`);
  };

  for (const clip of CLIPS) {
    if (fs.existsSync(path.join(VIDEOS, `${clip.name}.mp4`))) continue;
    ffmpeg(clipArgs(clip));
    ffmpeg(posterArgs(clip.name));
    if (!dryRun) console.log(`made ${clip.name}.mp4 and ${clip.name}.jpg`);
  }
  if (argv.includes("--posters")) {
    for (const video of fs.readdirSync(VIDEOS).filter((f) => f.endsWith(".mp4"))) {
      const name = video.slice(0, -".mp4".length);
      ffmpeg(posterArgs(name));
      if (!dryRun) console.log(`poster ${name}.jpg`);
    }
  }
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
