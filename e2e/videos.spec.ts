import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import home from "../data/home.json";
import showcase from "../data/showcase.json";

/** Records every request to a host other than the site's own (and the local backend's). */
function foreignRequests(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).host;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (["http:", "https:"].includes(url.protocol) && url.host !== own && url.host !== "127.0.0.1:54321")
      foreign.push(request.url());
  });
  return foreign;
}

/** Presses the play button and waits until the video element has really played some frames. */
async function playsAfterPress(container: Locator, title: string) {
  await container.getByRole("button", { name: `Play video: ${title}` }).click();
  const video = container.locator("video");
  await expect(video).toHaveCount(1);
  await expect(async () => {
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      paused: element.paused,
      error: element.error?.code ?? null,
      readyState: element.readyState,
      time: element.currentTime,
    }));
    expect(state.error, `${title}: media error`).toBeNull();
    expect(state.paused, `${title}: paused`).toBe(false);
    expect(state.readyState, `${title}: readyState`).toBeGreaterThanOrEqual(3);
    expect(state.time, `${title}: currentTime`).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  // Stop it, so the next one is not competing for the decoder.
  await video.evaluate((element: HTMLVideoElement) => element.pause());
}

test.describe("every video plays from the site itself", () => {
  test.skip(({ isMobile }) => isMobile, "the same players at every width; one run is enough");

  test("home: the featured video and every card after 'Show more videos'", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const foreign = foreignRequests(page, baseURL!);
    await gotoHydrated(page, "/");
    const featured = page.getByRole("article").filter({ hasText: home.showcase.featured.videoTitle });
    await playsAfterPress(featured, home.showcase.featured.videoTitle);
    await page.getByRole("button", { name: home.showcase.moreLabel }).click();
    const cards = page
      .getByRole("list", { name: "Example videos" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(showcase.length);
    for (const video of showcase) {
      const card = cards.filter({ has: page.getByRole("heading", { name: video.videoTitle, exact: true }) });
      await playsAfterPress(card, video.videoTitle);
    }
    expect(foreign, "requests to other hosts").toEqual([]);
  });

  test("about: the intro video", async ({ page, baseURL }) => {
    const foreign = foreignRequests(page, baseURL!);
    await gotoHydrated(page, "/about");
    const main = page.getByRole("main");
    const label = await main.getByRole("button", { name: /^Play video: / }).getAttribute("aria-label");
    await playsAfterPress(main, label!.replace("Play video: ", ""));
    expect(foreign, "requests to other hosts").toEqual([]);
  });
});

test.describe("posters are designed around their play button", () => {
  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const inside = (inner: Box, outer: Box) =>
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5;

  /** Each poster's title is visible, inside the poster, and nowhere under the play control. */
  async function checkPosters(page: Page, expected: number) {
    const posters = page.getByRole("button", { name: /^Play video: / });
    await expect(posters).toHaveCount(expected);
    for (const poster of await posters.all()) {
      await poster.scrollIntoViewIfNeeded();
      const name = await poster.getAttribute("aria-label");
      const title = poster.locator("[data-poster-title]");
      await expect(title).toHaveText(name!.replace("Play video: ", ""));
      const [posterBox, controlBox, titleBox] = await Promise.all([
        poster.boundingBox(),
        poster.locator("[data-play-control]").boundingBox(),
        title.boundingBox(),
      ]);
      expect(controlBox!.width, `${name}: control shown`).toBeGreaterThan(40);
      expect(titleBox!.width, `${name}: title shown`).toBeGreaterThan(20);
      expect(inside(controlBox!, posterBox!), `${name}: control inside the poster`).toBe(true);
      expect(inside(titleBox!, posterBox!), `${name}: title inside the poster`).toBe(true);
      expect(overlaps(controlBox!, titleBox!), `${name}: control over the title`).toBe(false);
    }
  }

  test("home: the featured video and all 10 cards", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: home.showcase.moreLabel }).click();
    await checkPosters(page, showcase.length + 1);
  });

  test("about: the intro video", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await checkPosters(page, 1);
  });
});

test.describe("videos are findable and captioned", () => {
  test.skip(({ isMobile }) => isMobile, "the same markup at every width");

  /** The page's VideoObject blocks, as served (before any script runs). */
  async function videoObjects(page: Page, route: string) {
    await page.goto(route);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
    return blocks.flat().filter((block) => block?.["@type"] === "VideoObject");
  }

  // On / its own video, the featured one (the cards are examples).
  for (const [route, count] of [
    ["/", 1],
    ["/about", 1],
  ] as const) {
    test(`${route}: VideoObject data for each clip, every address served`, async ({ page, request }) => {
      const objects = await videoObjects(page, route);
      expect(objects).toHaveLength(count);
      for (const video of objects) {
        expect(video.name, JSON.stringify(video)).toBeTruthy();
        expect(video.description.length, video.name).toBeGreaterThan(20);
        expect(video.uploadDate, video.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(video.duration, video.name).toMatch(/^PT\d+(\.\d+)?S$/);
        for (const address of [video.contentUrl, video.thumbnailUrl[0], video.caption.contentUrl]) {
          expect(address, video.name).toMatch(/^https:\/\//);
          const response = await request.get(new URL(address).pathname);
          expect(response.status(), address).toBe(200);
        }
      }
      if (route === "/") {
        const names = objects.map((video) => video.name);
        expect(names).toEqual([home.showcase.featured.videoTitle]);
      }
    });
  }

  test("about: the playing clip shows its words as captions", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: /^Play video: / }).click();
    const track = main.locator('video track[kind="captions"]');
    await expect(track).toHaveAttribute("srclang", "en");
    await expect(async () => {
      const cues = await main.locator("video").evaluate((video: HTMLVideoElement) => {
        const captions = [...video.textTracks].find((t) => t.kind === "captions");
        return captions?.cues ? [...captions.cues].map((cue) => (cue as VTTCue).text) : [];
      });
      expect(cues).toContain("Type an idea.");
      expect(cues).toContain("Get a finished video.");
    }).toPass({ timeout: 10_000 });
    expect(await main.locator("video").evaluate((video: HTMLVideoElement) => video.textTracks[0].mode)).toBe("showing");
  });
});
