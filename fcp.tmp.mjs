import { chromium } from "@playwright/test";
import { createStaticServer } from "./scripts/static-server.mjs";
const s = createStaticServer({ root: process.argv[2] });
await new Promise((r) => s.listen(9340, "127.0.0.1", r));
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const route of process.argv[3].split(",")) {
  const out = [];
  for (let i = 0; i < 8; i++) {
    const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
    const p = await ctx.newPage();
    await p.goto("http://127.0.0.1:9340" + route, { waitUntil: "load" });
    await p.waitForTimeout(300);
    out.push(await p.evaluate(() => Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1)));
    await ctx.close();
  }
  console.log(route, out.join(" "));
}
await b.close(); s.close();
