import { gotoHydrated } from "./hydrated";
import { expect, test, type Page } from "@playwright/test";
import home from "../data/home.json";
import showcase from "../data/showcase.json";
import languages from "../data/languages.json";

// The spec's constants, written out here rather than imported, so the test checks the data instead of echoing it.
const DURATIONS = [
  "30 seconds",
  "1 minute",
  "3 minutes",
  "5 minutes",
  "10 minutes",
  "15 minutes",
  "20 minutes",
  "25 minutes",
  "30 minutes",
];
const SUGGESTIONS = [
  "The Rise of OpenAI",
  "How to Get Into Y-Combinator",
  "Why NFTs Have Value?",
  "Pyramids of Giza – Episode 1",
];
const INPUT_ORDER = ["Concept", "Script", "Raw Text", "Documents", "Web Links", "Audio Clip"];
const ERAS = ["Verbal", "Press", "Radio", "Television", "Podcast", "Scriptreel"];

const isLocal = (url: string) => !/^https?:/.test(url) || new URL(url).hostname === "127.0.0.1";
const canonicalOrder = (types: string[]) => INPUT_ORDER.filter((type) => types.includes(type));

/** Keeps every test offline: requests to any other host are recorded, then aborted. */
async function blockThirdParties(page: Page): Promise<string[]> {
  const external: string[] = [];
  page.on("request", (request) => {
    if (!isLocal(request.url())) external.push(request.url());
  });
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  return external;
}

const promptForm = (page: Page) => page.getByRole("form", { name: "Create a video" });
const promptInput = (page: Page) => page.getByLabel(home.prompt.inputLabel, { exact: true });
const chips = (page: Page) =>
  page.getByRole("group", { name: new RegExp(home.prompt.suggestionsLabel) }).getByRole("button");
const cards = (page: Page) =>
  page
    .getByRole("list", { name: "Example videos" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });
const cardTitled = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** Scrolls to the bottom in steps, so lazy content below the fold gets its chance to load. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 30; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, 700);
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(50);
    if (atBottom) break;
  }
}

/** Opens the home page and waits until React has hydrated it (a chip only fills the prompt once it has). */
async function openHome(page: Page) {
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  await expect(async () => {
    await chips(page).first().click();
    await expect(promptInput(page)).toHaveValue(SUGGESTIONS[0], { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await promptInput(page).fill("");
}

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test.describe("hero prompt box", () => {
  test("has one h1 and labelled controls with the spec's defaults", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
    await expect(promptInput(page)).toBeVisible();
    await expect(promptInput(page)).toHaveValue("");

    const language = page.getByLabel("Language", { exact: true });
    await expect(language).toHaveValue("eng");
    await expect(language.locator("option")).toHaveCount(languages.length);
    await expect(language.locator("option:checked")).toHaveText("English");

    const duration = page.getByLabel("Duration", { exact: true });
    await expect(duration).toHaveValue("3");
    await expect(duration.locator("option:checked")).toHaveText("3 minutes");
    await expect(page.getByLabel("Mode", { exact: true })).toHaveValue("narration");
    await expect(page.getByLabel("or start with", { exact: true })).toHaveValue("audio");
  });

  test("offers the nine durations from 30 seconds to 30 minutes, and the mode and start-with choices", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const duration = page.getByLabel("Duration", { exact: true });
    await expect(duration.locator("option")).toHaveText(DURATIONS);
    const values = await duration
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(["0.5", "1", "3", "5", "10", "15", "20", "25", "30"]);
    await expect(page.getByLabel("Mode", { exact: true }).locator("option")).toHaveText(["Narration", "Dialogue"]);
    await expect(page.getByLabel("or start with", { exact: true }).locator("option")).toHaveText([
      "Audio",
      "Script",
      "Document",
      "Web link",
    ]);

    // The choices are real controls: they change.
    await openHome(page);
    await duration.selectOption({ label: "30 seconds" });
    await expect(duration).toHaveValue("0.5");
    await page.getByLabel("Mode", { exact: true }).selectOption("dialogue");
    await expect(page.getByLabel("Mode", { exact: true })).toHaveValue("dialogue");
  });

  test.describe("go button on wide screens", () => {
    test.skip(({ isMobile }) => isMobile, "desktop label");

    test("reads Generate and only navigates to /join-waitlist, carrying the idea", async ({ page }) => {
      await openHome(page);
      const go = promptForm(page).getByRole("button", { name: home.prompt.goLabelLong, exact: true });
      await expect(go).toBeVisible();
      await expect(promptForm(page).getByRole("button", { name: home.prompt.goLabelShort })).toHaveCount(0);
      await promptInput(page).fill("A short film about tides");
      await go.click();
      // With the prompt's choices beside it (issue 46: e2e/forms-idea.spec.ts).
      await expect(page).toHaveURL(
        /\/join-waitlist\/?\?idea=A\+short\+film\+about\+tides&language=eng&minutes=3&mode=narration&start=audio$/,
      );
      await expect(page.getByRole("textbox", { name: /^Your first video/ })).toHaveValue("A short film about tides");
    });
  });

  test.describe("go button on phones", () => {
    test.skip(({ isMobile }) => !isMobile, "phone label");

    test("reads Get First Video and navigates to /join-waitlist", async ({ page }) => {
      await openHome(page);
      const go = promptForm(page).getByRole("button", { name: "Get First Video", exact: true });
      await expect(go).toBeVisible();
      await expect(go).toHaveText("Get First Video", { useInnerText: true });
      await go.click();
      await expect(page).toHaveURL(/\/join-waitlist\/?$/);
    });
  });

  test("the four suggestion chips fill the prompt", async ({ page }) => {
    await openHome(page);
    await expect(chips(page)).toHaveText(SUGGESTIONS);
    for (const suggestion of SUGGESTIONS) {
      await chips(page).filter({ hasText: suggestion }).click();
      await expect(promptInput(page)).toHaveValue(suggestion);
    }
    await expect(page).toHaveURL(/\/$/);
  });

  test("links typed into the prompt are shown as links that open in a new tab, and markup stays text", async ({
    page,
  }) => {
    await openHome(page);
    await promptInput(page).fill("Like https://example.com/story, and www.scriptreel.video. <b>bold</b>");
    const first = page.getByRole("link", { name: /https:\/\/example\.com\/story/ });
    await expect(first).toHaveAttribute("href", "https://example.com/story");
    await expect(first).toHaveAttribute("target", "_blank");
    await expect(first).toHaveAttribute("rel", /noopener/);
    await expect(first).toHaveAttribute("rel", /noreferrer/);
    await expect(page.getByRole("link", { name: /www\.scriptreel\.video/ })).toHaveAttribute(
      "href",
      "https://www.scriptreel.video",
    );
    const preview = page.locator("#home-prompt-links");
    await expect(preview).toContainText("<b>bold</b>");
    await expect(preview.locator("b")).toHaveCount(0);

    await promptInput(page).fill("No links here");
    await expect(preview).toHaveCount(0);
  });
});

test.describe("template dialog", () => {
  test("opens modally, keeps Use disabled while empty, and Cancel, Use and Escape close it, clear it and return focus", async ({
    page,
  }) => {
    const infos: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "info") infos.push(message.text());
    });
    await openHome(page);
    const opener = page.getByRole("button", { name: home.template.buttonLabel, exact: true });
    const dialog = page.getByRole("dialog", { name: home.template.heading });
    const field = dialog.getByLabel(home.template.fieldLabel);
    const use = dialog.getByRole("button", { name: home.template.useLabel, exact: true });
    const cancel = dialog.getByRole("button", { name: home.template.cancelLabel, exact: true });

    await expect(dialog).toBeHidden();
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(home.template.hint);
    await expect(field).toBeFocused();
    await expect(use).toBeDisabled();
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);

    // Cancel closes and clears.
    await field.fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await expect(use).toBeEnabled();
    await cancel.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(field).toHaveValue("");
    await expect(use).toBeDisabled();

    // Use closes and clears the field; the link is shown under the prompt (issue 46: e2e/forms-idea.spec.ts).
    await field.fill("https://video.example.com/watch?v=abc123");
    await use.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByRole("link", { name: /video\.example\.com\/watch\?v=abc123/ })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Escape closes and clears too, by keyboard from the opener.
    await opener.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(field).toHaveValue("");
    await field.fill("https://example.com/video");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(field).toHaveValue("");
    await page.keyboard.press("Escape");
  });
});

test.describe("showcase", () => {
  test("shows a featured video and 4 cards, expands to all 10 and collapses back to 4, scrolling back", async ({
    page,
  }) => {
    await openHome(page);
    expect(showcase).toHaveLength(10);
    await expect(page.getByRole("article").filter({ hasText: home.showcase.featured.videoTitle })).toBeVisible();
    const titles = showcase.map((video) => video.videoTitle);
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).getByRole("heading")).toHaveText(titles.slice(0, 4));

    const more = page.getByRole("button", { name: home.showcase.moreLabel });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(cards(page)).toHaveCount(10);
    await expect(cards(page).getByRole("heading")).toHaveText(titles);
    const less = page.getByRole("button", { name: home.showcase.lessLabel });
    await expect(less).toHaveAttribute("aria-expanded", "true");

    await less.scrollIntoViewIfNeeded();
    await less.click();
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByRole("button", { name: home.showcase.moreLabel })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: home.showcase.heading })).toBeInViewport();
  });

  test("lists each video's input types in the order Concept, Script, Raw Text, Documents, Web Links, Audio Clip", async ({
    page,
  }) => {
    // The data deliberately lists some types out of order, so the page has to sort them.
    expect(showcase.some((video) => canonicalOrder(video.inputTypes).join() !== video.inputTypes.join())).toBe(true);
    await openHome(page);
    await page.getByRole("button", { name: home.showcase.moreLabel }).click();
    await expect(cards(page)).toHaveCount(10);
    for (const video of showcase) {
      const list = cardTitled(page, video.videoTitle).getByRole("list", { name: "Made from" });
      await expect(list.getByRole("listitem")).toHaveText(canonicalOrder(video.inputTypes));
    }
  });

  test("any other address plays in the native player, with controls, a download option and no context menu", async ({
    page,
  }) => {
    await openHome(page);
    const video = showcase[0];
    await expect(page.locator("video")).toHaveCount(0);
    const card = cardTitled(page, video.videoTitle);
    await card.getByRole("button", { name: `Play video: ${video.videoTitle}` }).click();
    const player = card.locator("video");
    await expect(player).toHaveAttribute("src", video.videoUrl);
    await expect(player).toHaveAttribute("controls", "");
    expect((await player.getAttribute("controlslist")) ?? "").not.toMatch(/nodownload/);
    const prevented = await player.evaluate((element) => {
      const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
      element.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(true);
    // The self-hosted file is really there.
    const response = await page.request.get(video.videoUrl);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toMatch(/video\/mp4/);
  });
});

test.describe("stories and proof", () => {
  test("shows 'You everywhere', the media eras in order, 3 testimonials and a Join Waitlist call to action", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { name: "You everywhere" })).toBeVisible();
    const eras = page.getByRole("list", { name: "Media eras" });
    await expect(eras.getByRole("listitem")).toHaveCount(6);
    await expect(eras.getByRole("heading")).toHaveText(ERAS);
    const testimonials = page.getByRole("list", { name: "Testimonials" }).getByRole("listitem");
    await expect(testimonials).toHaveCount(3);
    for (const [index, item] of home.testimonials.items.entries()) {
      await expect(testimonials.nth(index)).toContainText(item.quote);
      await expect(testimonials.nth(index)).toContainText(item.author);
    }
    const cta = page.locator("section", { has: page.getByRole("heading", { name: home.cta.heading }) });
    await expect(cta.getByRole("link", { name: "Join Waitlist" })).toHaveAttribute("href", "/join-waitlist");
  });

  test("sparkles are decorative, seeded (40, 25, 30 dots) and still under reduced motion", async ({
    page,
    browser,
  }) => {
    await gotoHydrated(page, "/");
    const groups = page.locator("[data-sparkles]");
    await expect(groups).toHaveCount(3);
    // Each dot is a round, zero-length stroke ("M x y h0") of a path, on one of the group's three layers, which
    // cover the group.
    const counts = await groups.evaluateAll((nodes) =>
      nodes.map((node) => [
        node.getAttribute("data-sparkles"),
        node.getAttribute("aria-hidden"),
        [...node.querySelectorAll("svg")]
          .filter((layer) => layer.getBoundingClientRect().width > 100)
          .flatMap((layer) => [...layer.querySelectorAll("path")])
          .filter((dots) => Number(dots.getAttribute("stroke-width")) >= 2)
          .reduce((sum, dots) => sum + (dots.getAttribute("d")!.match(/M[\d.]+ [\d.]+h0/g) ?? []).length, 0),
      ]),
    );
    expect(counts).toEqual([
      ["40", "true", 40],
      ["25", "true", 25],
      ["30", "true", 30],
    ]);
    // Deterministic: a second visit draws the same dots (the server markup and the hydrated page agree).
    const firstStyles = await groups.first().evaluate((node) => node.innerHTML);
    const other = await browser.newPage();
    await other.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
    await other.emulateMedia({ reducedMotion: "reduce" });
    await other.goto(page.url());
    expect(
      await other
        .locator("[data-sparkles]")
        .first()
        .evaluate((node) => node.innerHTML),
    ).toBe(firstStyles);
    const animation = await other
      .locator("[data-sparkles] > svg")
      .first()
      .evaluate((layer) => getComputedStyle(layer).animationName);
    expect(animation).toBe("none");
    await other.close();
  });

  test("nothing shifts while the page loads and scrolls", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    await scrollThrough(page);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });
});
