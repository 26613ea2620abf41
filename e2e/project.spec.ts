import { gotoHydrated } from "./hydrated";
import { expect, test, type Page } from "@playwright/test";
import project from "../data/project.json";

const { script, dashboard, scenes, join } = project;
const words = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");

const textarea = (page: Page) => page.getByLabel(script.textareaLabel);
const analyze = (page: Page) => page.getByRole("button", { name: script.analyzeLabel });
const breakdown = (page: Page) => page.getByRole("region", { name: script.breakdownHeading });

/**
 * Fills the script and waits for the live word count to agree, which also proves React has hydrated: typing
 * into the server-rendered textarea before that would not reach the component. Clearing first makes each
 * retry a real change.
 */
async function fillScript(page: Page, text: string, expectedWords: number) {
  const box = textarea(page);
  // The count is the last part of the description (after the hint, which itself mentions "150 words").
  const count = new RegExp(`(^|\\s)${expectedWords} words?$`);
  await expect(async () => {
    await box.fill("");
    await box.fill(text);
    await expect(box).toHaveAccessibleDescription(count, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

async function openDashboard(page: Page) {
  await gotoHydrated(page, "/project");
  await fillScript(page, "Opening scene.\n\nMiddle scene.\n\nClosing scene.", 6);
  await analyze(page).click();
  await page.getByRole("button", { name: script.continueLabel }).click();
  await expect(page.getByRole("heading", { level: 1, name: dashboard.projectTitle })).toBeVisible();
}

test.describe("script step", () => {
  test("has one h1, a labelled textarea at least 400px tall, and Analyze disabled while blank", async ({ page }) => {
    await gotoHydrated(page, "/project");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(script.heading);
    await expect(textarea(page)).toHaveCSS("min-height", "400px");
    await expect(analyze(page)).toBeDisabled();
    await fillScript(page, "Hello", 1);
    await expect(analyze(page)).toBeEnabled();
    await fillScript(page, "   \n\n \t  \n", 0);
    await expect(analyze(page)).toBeDisabled();
    await expect(breakdown(page)).toHaveCount(0);
  });

  test("updates the word count live while typing", async ({ page }) => {
    await gotoHydrated(page, "/project");
    await fillScript(page, "warm up", 2);
    const box = textarea(page);
    await box.fill("");
    await expect(box).toHaveAccessibleDescription(/(^|\s)0 words$/);
    await box.pressSequentially("one");
    await expect(box).toHaveAccessibleDescription(/(^|\s)1 word$/);
    await box.pressSequentially(" two  three");
    await expect(box).toHaveAccessibleDescription(/(^|\s)3 words$/);
    await box.press("Enter");
    await box.press("Enter");
    await box.pressSequentially("four");
    await expect(box).toHaveAccessibleDescription(/(^|\s)4 words$/);
  });

  test("three paragraphs of 151 words give 3 scenes, per-scene durations and ~2min", async ({ page }) => {
    await gotoHydrated(page, "/project");
    // Extra blank lines between paragraphs must not create empty scenes.
    await fillScript(page, `${words(50, "a")}\n\n${words(51, "b")}\n\n\n\n${words(50, "c")}\n\n`, 151);
    await analyze(page).click();
    const panel = breakdown(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByText("3 Scenes", { exact: true })).toBeVisible();
    await expect(panel.getByRole("listitem")).toHaveCount(3);
    for (const [i, duration] of ["~0:20", "~0:21", "~0:20"].entries()) {
      await expect(panel.getByRole("listitem").nth(i)).toContainText(`${script.sceneLabel} ${i + 1}`);
      await expect(panel.getByRole("listitem").nth(i)).toContainText(duration);
    }
    await expect(panel).toContainText(script.totalLabel);
    await expect(panel.getByText("~2min", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: script.continueLabel })).toBeVisible();
  });

  test("150 words is ~1min and a single paragraph is 1 scene", async ({ page }) => {
    await gotoHydrated(page, "/project");
    await fillScript(page, words(150, "w"), 150);
    await analyze(page).click();
    await expect(breakdown(page).getByText("1 Scene", { exact: true })).toBeVisible();
    await expect(breakdown(page).getByText("~1min", { exact: true })).toBeVisible();
  });

  test("Back goes back in browser history", async ({ page }) => {
    await gotoHydrated(page, "/ai-agent");
    await gotoHydrated(page, "/project");
    await fillScript(page, "ready", 1);
    await page.getByRole("button", { name: script.backLabel, exact: true }).click();
    await expect(page).toHaveURL(/\/ai-agent$/);
  });
});

test.describe("production dashboard", () => {
  test("Continue goes to the dashboard: title, 3 Scenes, settings, export, statuses, durations and progress", async ({
    page,
  }) => {
    await openDashboard(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByText("3 Scenes", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: dashboard.settingsLabel })).toBeVisible();
    await expect(page.getByRole("button", { name: dashboard.exportLabel })).toBeVisible();

    const list = page.getByRole("region", { name: dashboard.scenesHeading });
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(3);
    const expected = [
      { progress: "100", duration: "2:30", status: "Completed" },
      { progress: "65", duration: "1:45", status: "Processing" },
      { progress: "0", duration: "3:15", status: "Pending" },
    ];
    for (const [i, row] of expected.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(scenes[i].title);
      await expect(item.getByText(row.status, { exact: true })).toBeVisible();
      await expect(item.getByText(row.duration, { exact: true })).toBeVisible();
      await expect(item.getByText(`${row.progress}%`, { exact: true })).toBeVisible();
      const bar = item.getByRole("progressbar");
      await expect(bar).toHaveAttribute("aria-valuenow", row.progress);
      await expect(bar).toHaveAttribute("aria-valuemin", "0");
      await expect(bar).toHaveAttribute("aria-valuemax", "100");
    }
    await expect(page.getByRole("progressbar")).toHaveCount(3);
    // The processing badge spins.
    await expect(items.nth(1).locator('[data-status-icon="processing"]')).not.toHaveCSS("animation-name", "none");
  });

  test("selecting a scene shows its detail; tabs work by click and by arrow keys", async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByRole("heading", { level: 2, name: scenes[0].title })).toBeVisible();
    await page.getByRole("button", { name: scenes[1].title }).click();
    await expect(page.getByRole("heading", { level: 2, name: scenes[1].title })).toBeVisible();
    await expect(page.getByRole("button", { name: scenes[1].title })).toHaveAttribute("aria-current", "true");

    const tablist = page.getByRole("tablist", { name: dashboard.detail.tabsLabel });
    const tabs = tablist.getByRole("tab");
    await expect(tabs).toHaveText(["Overview", "Audio", "Sounds", "Visuals", "Video"]);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");

    await tablist.getByRole("tab", { name: "Visuals" }).click();
    await expect(tablist.getByRole("tab", { name: "Visuals" })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel", { name: "Visuals" })).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);

    await page.keyboard.press("ArrowRight");
    const video = tablist.getByRole("tab", { name: "Video" });
    await expect(video).toHaveAttribute("aria-selected", "true");
    await expect(video).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: "Overview" })).toBeFocused();
    await expect(tablist.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(video).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tablist.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(video).toHaveAttribute("aria-selected", "true");
    // Only the selected tab is in the tab order.
    await expect(tabs.nth(0)).toHaveAttribute("tabindex", "-1");
    await expect(video).toHaveAttribute("tabindex", "0");
  });

  test("the dashboard never scrolls sideways: the tab row scrolls inside its own box", async ({ page }) => {
    await openDashboard(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow(), "page wider than the viewport").toBeLessThanOrEqual(0);
    await page.getByRole("tablist").getByRole("tab", { name: "Video" }).click();
    expect(await overflow(), "page wider than the viewport after choosing the last tab").toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test("status texts read Generated, Pending and Ready", async ({ page }) => {
    await openDashboard(page);
    const panel = page.getByRole("tabpanel");
    // Scene 1 (completed): everything generated, video ready.
    await expect(panel.getByRole("definition")).toHaveText([
      "Completed",
      "2:30",
      "100%",
      "Generated",
      "Generated",
      "Generated",
      "Ready",
    ]);
    const open = async (title: string, tab: string) => {
      await page.getByRole("button", { name: title }).click();
      await page.getByRole("tablist").getByRole("tab", { name: tab }).click();
    };
    const expectations: [number, string, string][] = [
      [0, "Audio", "Generated"],
      [0, "Sounds", "Generated"],
      [0, "Visuals", "Generated"],
      [0, "Video", "Ready"],
      [1, "Audio", "Generated"],
      [1, "Sounds", "Generated"],
      [1, "Visuals", "Pending"],
      [1, "Video", "Pending"],
      [2, "Audio", "Pending"],
      [2, "Sounds", "Pending"],
      [2, "Visuals", "Pending"],
      [2, "Video", "Pending"],
    ];
    for (const [scene, tab, value] of expectations) {
      await open(scenes[scene].title, tab);
      await expect(
        page.getByRole("tabpanel", { name: tab }).getByText(value, { exact: true }),
        `${scenes[scene].title} ${tab}`,
      ).toBeVisible();
    }
    await open(scenes[1].title, "Overview");
    await expect(panel.getByRole("definition")).toHaveText([
      "Processing",
      "1:45",
      "65%",
      "Generated",
      "Generated",
      "Pending",
      "Pending",
    ]);
  });

  test("play and mute are toggles; the static actions change nothing", async ({ page }) => {
    await openDashboard(page);
    const tablist = page.getByRole("tablist");
    await tablist.getByRole("tab", { name: "Audio" }).click();
    const play = page.getByRole("button", { name: "Play", exact: true });
    const mute = page.getByRole("button", { name: "Mute", exact: true });
    await expect(play).toHaveAttribute("aria-pressed", "false");
    await play.click();
    await expect(play).toHaveAttribute("aria-pressed", "true");
    await play.click();
    await expect(play).toHaveAttribute("aria-pressed", "false");
    await mute.click();
    await expect(mute).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Regenerate" })).toBeVisible();
    await tablist.getByRole("tab", { name: "Sounds" }).click();
    await expect(page.getByRole("button", { name: "Effects" })).toBeVisible();
    await tablist.getByRole("tab", { name: "Video" }).click();
    await expect(page.getByRole("button", { name: "Preview" })).toBeVisible();
    const url = page.url();
    await page.getByRole("button", { name: "Download" }).click();
    await page.getByRole("button", { name: dashboard.exportLabel }).click();
    await expect(page.getByRole("status").filter({ hasText: dashboard.notice })).toBeVisible();
    expect(page.url()).toBe(url);
  });

  test("Back returns to the script step with the script kept", async ({ page }) => {
    await openDashboard(page);
    await page.getByRole("button", { name: dashboard.backLabel }).click();
    await expect(page.getByRole("heading", { level: 1, name: script.heading })).toBeVisible();
    await expect(textarea(page)).toHaveValue("Opening scene.\n\nMiddle scene.\n\nClosing scene.");
    await expect(page).toHaveURL(/\/project$/);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the processing spinner stands still", async ({ page }) => {
      await openDashboard(page);
      const list = page.getByRole("region", { name: dashboard.scenesHeading });
      await expect(list.locator('[data-status-icon="processing"]')).toHaveCSS("animation-name", "none");
    });
  });
});

test.describe("the way on (issue 46)", () => {
  test("Join Waitlist carries the visitor's script as their first video's idea, from both steps", async ({ page }) => {
    await gotoHydrated(page, "/project");
    // On wide screens the right column holds the breakdown's place and the way on, never an empty half.
    await expect(page.getByText(script.breakdownEmpty)).toBeVisible();
    const link = page
      .getByRole("main")
      .getByRole("region", { name: join.heading })
      .getByRole("link", { name: join.label });
    await expect(link).toHaveAttribute("href", "/join-waitlist");
    await fillScript(page, "Why bees dance.\n\nHow they tell the hive.", 8);
    await analyze(page).click();
    await page.getByRole("button", { name: script.continueLabel }).click();
    await expect(page.getByText(dashboard.sampleNote)).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/join-waitlist\/?\?idea=Why\+bees\+dance\.%0A%0AHow\+they\+tell\+the\+hive\.$/);
    await expect(page.getByRole("textbox", { name: /^Your first video/ })).toHaveValue(
      "Why bees dance.\n\nHow they tell the hive.",
    );
  });

  test("on a wide screen, step 1's script and the column beside it sit side by side", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "one column on a phone");
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/project");
    const box = await textarea(page).boundingBox();
    const side = await page.getByRole("region", { name: join.heading }).boundingBox();
    expect(side!.x).toBeGreaterThan(box!.x + box!.width);
    expect(side!.y).toBeLessThan(box!.y + box!.height);
  });
});
