/**
 * What a visitor sees (issue 39), on every route at 390 x 844 (the phone project) and 1440 x 900 (the desktop
 * project, widened here): nothing moves by itself after load, nothing is cut off, no grid leaves one card alone on
 * its last row, no dead gap. The checks are e2e/visual-rules.ts; the fixtures at the end bring each defect back on a
 * small page and see its check fail, so none of them can pass by never looking.
 *
 * Layout shift: every route is watched for 10 s after load, up to 13 pages at a time in one browser context (rounds
 * instead of 6 minutes one by one; eight at a time took five rounds, 90 to 120 s in CI). The routes are split into
 * three tests, so three workers share them: as one test of 80 s, it was the last to start in CI and ran alone for
 * over a minute at the end of the run (issue 47). Each page is scrolled through once (lazy pictures, deferred
 * sections), then its moving part (a carousel, a video) is brought into view and left running for the rest of the
 * window: a shift outside the viewport is no shift to the visitor, so a carousel below the fold must be in view.
 * The same walk checks each page for anything cut off, an orphan card or a dead gap, where the scroll leaves it
 * (issue 47: one walk over the routes instead of two), and on the phone for text beyond the screen's edge (issue 55).
 */
import { expect, test, type Page } from "@playwright/test";
import { pageRoutes } from "./routes";
import { cutOff, layoutShifts, orphanGridItems, textBeyondEdge, verticalGaps } from "./visual-rules";
import project from "../data/project.json";

const WINDOW_MS = 10_000;
const AT_ONCE = 13;
/** The routes' share of each layout-shift test: every third route, so each share mixes long and short pages. */
const SHARES = 3;

/** The desktop project's pages at 1440 x 900; the phone's stay at 390 x 844. */
async function atSize(page: Page, isMobile: boolean) {
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * Scrolls through the page 300 px at a time (a flick of the wheel, which is no input to layout shift), then brings
 * its moving part (if any) into view. Whole screens at a time would land on the home page's deferred sections
 * (content-visibility) and the footer together, which no visitor's scrolling does.
 */
async function scrollThroughThenWatch(page: Page) {
  await page.evaluate(async () => {
    // A step is done once the browser has rendered two frames after it (and 50 ms have passed): on a busy machine the
    // deferred sections entering the viewport's margin are laid out before the next step, as they are for a person.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const pause = () =>
      Promise.all([new Promise((resolve) => setTimeout(resolve, 50)), frame().then(frame)]).then(() => undefined);
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await pause();
    }
    const moving = document.querySelector('[aria-roledescription="carousel"], main video');
    if (moving) moving.scrollIntoView({ block: "center" });
    else window.scrollTo(0, 0);
  });
}

test.describe("what a visitor sees", () => {
  for (let share = 0; share < SHARES; share++)
    test(`no layout shift in the 10 s after load, with carousels and videos running; nothing cut off, no orphan card, no dead gap (routes, share ${share + 1} of ${SHARES})`, async ({
      context,
      isMobile,
    }) => {
      // One walk over every route for both rules: each page is scrolled through once (the cut-off, orphan and gap
      // checks need the deferred sections laid out, as the shift watch does), checked where the scroll leaves it,
      // and watched until its 10 s are up. The checks only read the layout, so they shift nothing.
      test.setTimeout(300_000);
      const queue = pageRoutes().filter((_, index) => index % SHARES === share);
      const shifted: string[] = [];
      const figures: string[] = [];
      const problems: string[] = [];
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          const page = await context.newPage();
          await atSize(page, isMobile);
          for (let route = queue.shift(); route; route = queue.shift()) {
            await page.goto(route, { waitUntil: "load" });
            const watching = layoutShifts(page, WINDOW_MS);
            await scrollThroughThenWatch(page);
            for (const problem of [
              ...(await cutOff(page)),
              ...(await orphanGridItems(page)),
              ...(await verticalGaps(page)),
              // On the phone, no text beyond the screen's edge (issue 55): a few ms a page, in the same walk.
              ...(isMobile ? await textBeyondEdge(page) : []),
            ])
              problems.push(`${route}: ${problem}`);
            const { total, shifts } = await watching;
            figures.push(`${route} ${total.toFixed(4)}`);
            if (total > 0) shifted.push(`${route}: layout shift ${total.toFixed(4)} (${shifts.join("; ")})`);
          }
          await page.close();
        }),
      );
      console.log(`Layout shift over ${WINDOW_MS / 1000} s after load:\n${figures.sort().join("\n")}`);
      expect.soft(shifted.sort()).toEqual([]);
      expect(problems.sort()).toEqual([]);
    });

  test("/ai-agent's carousel keeps one height on every slide and links each screenshot at full size", async ({
    page,
    isMobile,
  }) => {
    await atSize(page, isMobile);
    await page.goto("/ai-agent");
    const carousel = page.getByRole("region", { name: "Product screenshots" });
    await carousel.scrollIntoViewIfNeeded();
    // The island wakes once the deferred start-up scripts have run: seconds on a busy machine.
    await expect(carousel.locator("xpath=ancestor::*[@data-awake][1]")).toBeAttached({ timeout: 15_000 });
    const heights = new Set<number>();
    for (let n = 1; n <= 3; n++) {
      await carousel.getByRole("button", { name: `Show screenshot ${n} of 3` }).click();
      await expect(carousel.getByRole("button", { name: `Show screenshot ${n} of 3` })).toHaveAttribute(
        "aria-current",
        "true",
      );
      heights.add(Math.round((await carousel.boundingBox())!.height));
      const fullSize = carousel.getByRole("link", { name: /^Full size: / });
      await expect(fullSize).toHaveCount(1);
      expect(await fullSize.getAttribute("href")).toMatch(/\.png$/);
    }
    expect([...heights]).toHaveLength(1);
  });

  test("/project's production step: every tab seen, nothing cut off", async ({ page, isMobile }) => {
    await atSize(page, isMobile);
    await page.goto("/project");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const script = page.getByRole("textbox", { name: project.script.textareaLabel });
    await expect(async () => {
      await script.fill("Opening scene.\n\nMiddle scene.\n\nClosing scene.");
      await page.getByRole("button", { name: project.script.analyzeLabel }).click({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole("button", { name: project.script.continueLabel }).click();
    const tabs = page.getByRole("tablist");
    await expect(tabs.getByRole("tab")).toHaveCount(5);
    const row = (await tabs.boundingBox())!;
    for (const tab of await tabs.getByRole("tab").all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(row.x + row.width + 0.5);
    }
    expect(await cutOff(page)).toEqual([]);
  });

  test("home on a desktop: 'You everywhere' runs into the eras without a dead band beside its drawing", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the two columns sit side by side from 1024 px");
    await atSize(page, isMobile);
    await page.goto("/");
    // The generic gap rule sees the orbit drawing filling the right column; the left column's text is what a
    // visitor reads across the gap (300 px before issue 39).
    const intro = page.locator("#social-orbit-heading + p");
    const eras = page.locator("#timeline-heading");
    await eras.scrollIntoViewIfNeeded();
    const gap = (await eras.boundingBox())!.y - ((await intro.boundingBox())!.y + (await intro.boundingBox())!.height);
    expect(gap).toBeLessThanOrEqual(240);
  });

  test("the waitlist form's consent note sits one field gap under the last field", async ({ page, isMobile }) => {
    await atSize(page, isMobile);
    await page.goto("/join-waitlist");
    const form = page.getByRole("main").locator("form").first();
    const gap = await form.evaluate((element) => {
      const note = [...element.querySelectorAll("p")].find((p) => p.querySelector('a[href="/privacy"]'))!;
      // The first video's choices (issue 46) close the form's fields: a disclosure whose border is the field's edge,
      // its controls hidden until opened.
      const fields = [...element.querySelectorAll("select, input:not([tabindex='-1']), textarea, details")].filter(
        // Seen fields only: the bots' field sits far off the left edge.
        (field) => field.getBoundingClientRect().height > 1 && field.getBoundingClientRect().left >= 0,
      );
      const above = Math.max(
        ...fields
          .map((field) => field.getBoundingClientRect().bottom)
          .filter((b) => b < note.getBoundingClientRect().top),
      );
      return note.getBoundingClientRect().top - above;
    });
    expect(gap).toBeLessThanOrEqual(24);
  });
});

test.describe("the checks fail on the defects they look for", () => {
  test.skip(({ isMobile }) => isMobile, "the fixtures do not depend on the viewport");

  test("layout shift: a caption row that changes height as its slides advance", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const fixture = (stable: boolean) => `
      <div style="width:374px;font:16px sans-serif">
        <div id="caption" style="display:flex;flex-wrap:wrap;gap:12px">
          <p id="title" style="margin:0">Production dashboard</p><div style="width:230px;height:44px"></div>
        </div>
        <p>Everything below the carousel.</p>
      </div>
      <script>
        const titles = ["Production dashboard", "Scene"];
        let i = 0;
        setInterval(() => {
          i = (i + 1) % 2;
          document.getElementById("title").textContent = ${stable} ? titles[0] : titles[i];
        }, 300);
      </script>`;
    await page.setContent(fixture(false));
    expect((await layoutShifts(page, 1200)).total).toBeGreaterThan(0);
    await page.goto("about:blank"); // a new document: the first fixture's timer stops
    await page.setContent(fixture(true));
    expect((await layoutShifts(page, 1200)).total).toBe(0);
  });

  test("cut off: clipped text, a placeholder wider than its input, a hidden tab row, a page too wide", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setContent(`<body style="margin:0;font:16px sans-serif">
      <p style="width:120px;overflow:hidden;white-space:nowrap">A sentence far too long for its box</p>
      <input style="width:200px;padding:0 12px" placeholder="Describe your video idea, or paste a link to your material">
      <div role="tablist" style="display:flex;width:300px;overflow-x:auto">
        ${["Overview", "Audio", "Sounds", "Visuals", "Video"].map((t) => `<button style="flex:none;padding:0 24px">${t}</button>`).join("")}
      </div>
      <div style="width:500px;height:10px"></div>
      <span style="position:absolute;width:1px;height:1px;padding:8px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap">Skip to content, for screen readers</span>
    </body>`);
    const problems = await cutOff(page);
    expect(problems).toEqual([
      expect.stringMatching(/^page is 500 px wide in 390/),
      expect.stringMatching(/^text cut off sideways: p/),
      expect.stringMatching(/^placeholder \d+ px in 1\d\d px: input/),
      expect.stringMatching(/^scrolls sideways with no cue: div/),
    ]);
    await page.setContent(`<body style="margin:0;font:16px sans-serif">
      <p style="width:120px;overflow:hidden">Wraps inside its box</p>
      <input style="width:300px" placeholder="Type an idea or paste a link">
      <div role="tablist" style="display:grid;grid-template-columns:repeat(5,1fr);width:300px">
        ${["Overview", "Audio", "Sounds", "Visuals", "Video"].map((t) => `<button style="min-width:0;font-size:12px;padding:0">${t}</button>`).join("")}
      </div></body>`);
    expect(await cutOff(page)).toEqual([]);
  });

  test("text beyond the screen's edge: a ring label past the right edge; not hidden, swipeable or wrapped text", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The "You everywhere" ring before issue 55: a label centred on the ring's right point, in a section that hides
    // what runs past the screen.
    const ring = (label: string) => `<body style="margin:0;font:12px sans-serif">
      <section style="overflow:hidden"><div style="position:relative;width:358px;height:358px;margin:0 16px">
        <span style="position:absolute;left:88%;top:50%;transform:translate(-50%,-50%);white-space:nowrap;padding:4px 12px">${label}</span>
      </div></section>
      <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;left:380px">Skip to content, for screen readers</span>
      <div aria-hidden="true" style="position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden"><label>Website</label></div>
      <p style="position:absolute;left:300px;white-space:nowrap;opacity:0">A toast that has faded away</p>
      <p style="position:absolute;left:300px;white-space:nowrap;visibility:hidden">A closed menu's entry</p>
      <div style="overflow-x:auto;width:390px"><p style="width:900px">A row of cards the visitor swipes through, far wider than the screen</p></div>
      <p style="width:358px;margin:0 16px">A long paragraph wraps inside its box however many words it has, never past the edge.</p>
    </body>`;
    await page.setContent(ring("A community space far longer than a few words"));
    expect(await textBeyondEdge(page)).toEqual([
      expect.stringMatching(
        /^text \d+\.\d px beyond the screen's edge: "A community space far longer than a few words"$/,
      ),
    ]);
    await page.setContent(ring("Instagram"));
    expect(await textBeyondEdge(page)).toEqual([]);
  });

  test("orphan grid items: four steps in three columns, and the fixes", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const grid = (columns: string, count: number, last = "") => `
      <ul style="display:grid;grid-template-columns:${columns};gap:24px;width:1120px;list-style:none">
        ${Array.from({ length: count }, (_, i) => `<li style="height:80px;${i === count - 1 ? last : ""}">Step ${i + 1}</li>`).join("")}
      </ul>`;
    await page.setContent(grid("repeat(3,1fr)", 4));
    expect(await orphanGridItems(page)).toEqual([expect.stringContaining("rows of 3, 1")]);
    await page.setContent(grid("repeat(2,1fr)", 4) + grid("repeat(4,1fr)", 4) + grid("repeat(3,1fr)", 6));
    expect(await orphanGridItems(page)).toEqual([]);
    // A last item spanning the whole row (the home prompt's Template button on a phone) is not alone.
    await page.setContent(grid("repeat(2,1fr)", 5, "grid-column:span 2"));
    expect(await orphanGridItems(page)).toEqual([]);
  });

  test("vertical gaps: a dead run between two blocks, and the same blocks closer", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const fixture = (space: number) => `<main style="font:16px sans-serif">
      <h2>You everywhere</h2><div style="height:${space}px"></div><h2>Every era gave ideas a bigger voice</h2>
    </main><footer><p>Footer</p></footer>`;
    await page.setContent(fixture(320));
    expect(await verticalGaps(page)).toEqual([
      expect.stringMatching(/^3\d\d px empty .* "You everywhere" and "Every era/),
    ]);
    await page.setContent(fixture(120));
    expect(await verticalGaps(page)).toEqual([]);
  });
});
