// The site as it is before its scripts run, or with JavaScript off: every page's content must be there and usable.
import { expect, test } from "@playwright/test";
import faq from "../data/faq.json";
import { pageRoutes } from "./routes";

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("/faq: every answer opens and reads, one at a time, and closes again", async ({ page }) => {
    await page.goto("/faq");
    const main = page.getByRole("main");
    for (const item of faq) await expect(main.getByText(item.answer)).toBeHidden();
    for (const [index, item] of faq.entries()) {
      await main.getByText(item.question, { exact: true }).click();
      await expect(main.getByText(item.answer)).toBeVisible();
      if (index > 0) await expect(main.getByText(faq[index - 1].answer)).toBeHidden();
    }
    const last = faq[faq.length - 1];
    await main.getByText(last.question, { exact: true }).click();
    await expect(main.getByText(last.answer)).toBeHidden();
    // The keyboard works too: a question takes focus, Enter opens it.
    await main.locator("summary", { hasText: faq[0].question }).focus();
    await page.keyboard.press("Enter");
    await expect(main.getByText(faq[0].answer)).toBeVisible();
  });
});

test.describe("element ids", () => {
  test.skip(({ isMobile }) => isMobile, "the same HTML at every width");

  test("no id appears twice in any page's served HTML", async ({ request }) => {
    const repeated: string[] = [];
    for (const route of pageRoutes()) {
      const html = await (await request.get(route)).text();
      // Ids of elements; text inside <script> and <style> is not markup.
      const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, "");
      const ids = [...markup.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)].map((m) => m[1]);
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) repeated.push(`${route}: ${id}`);
        seen.add(id);
      }
    }
    expect(repeated).toEqual([]);
  });

  test("/faq: ids stay unique once the accordion runs, and each question controls its own answer", async ({ page }) => {
    await page.goto("/faq");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((element) => element.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const buttons = page.getByRole("main").getByRole("button", { expanded: false });
    await expect(buttons).toHaveCount(faq.length);
    const controls = await buttons.evaluateAll((list) => list.map((button) => button.getAttribute("aria-controls")));
    expect(new Set(controls).size).toBe(faq.length);
    for (const [index, item] of faq.entries()) {
      await expect(page.locator(`[id="${controls[index]}"]`)).toHaveText(item.answer, { useInnerText: false });
    }
  });
});
