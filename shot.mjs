import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const [route, w, h, out] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto("http://127.0.0.1:9050" + route); await page.waitForLoadState("networkidle"); await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
