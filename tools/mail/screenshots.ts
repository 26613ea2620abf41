// npm run mail:screenshots: each message (with the sample data of emails/samples.ts, as the sender renders it from
// the committed templates) at 600 px and 375 px, light and dark, into docs/mail/. Debian's Chromium, offline: the
// site's own host is answered from static/, and any other request fails the run.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { SITE } from "../../supabase/functions/_shared/site.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../dev/chromium";
import { sampleMails } from "./pages";

const ROOT = path.resolve(__dirname, "../..");
export const SHOTS_DIR = path.join(ROOT, "docs", "mail");
export const WIDTHS = [600, 375];
export const SCHEMES = ["light", "dark"] as const;
/** The messages the screenshots show: every kind, the digest as the database sends it with the day before. */
export const SHOWN = ["waitlist-confirm", "waitlist-seat-ready", "contact-team", "waitlist-digest"];

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const site = new URL(SITE.siteUrl);
  const elsewhere: string[] = [];
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  try {
    for (const sample of sampleMails(SITE).filter((s) => SHOWN.includes(s.name))) {
      for (const width of WIDTHS) {
        for (const colorScheme of SCHEMES) {
          const context = await browser.newContext({ viewport: { width, height: 600 }, colorScheme });
          await context.route("**/*", (route) => {
            const url = new URL(route.request().url());
            const file = path.join(ROOT, "static", path.normalize(url.pathname));
            if (url.host === site.host && file.startsWith(path.join(ROOT, "static")) && fs.existsSync(file))
              return route.fulfill({ path: file });
            elsewhere.push(route.request().url());
            return route.abort();
          });
          const page = await context.newPage();
          await page.setContent(sample.mail.html, { waitUntil: "load" });
          const file = path.join(SHOTS_DIR, `${sample.name}-${width}-${colorScheme}.png`);
          await page.screenshot({ path: file, fullPage: true });
          await context.close();
          console.log(`Wrote ${path.relative(ROOT, file)}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  if (elsewhere.length > 0) {
    console.error(`The mail asked for something beyond ${site.host}:\n${elsewhere.join("\n")}`);
    process.exitCode = 1;
  }
}

void main();
