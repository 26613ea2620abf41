/**
 * How long the content manager at /admin takes to be usable, as an editor meets it: from navigating to /admin/ until
 * the Login button shows, until the collection list shows after pressing it, and until an entry's editor shows its
 * first field. Used by `npm run bench:admin` (bench/admin.ts) and printed by e2e/cms-workflow.spec.ts.
 */
import type { Page } from "@playwright/test";

export interface AdminTiming {
  /** Milliseconds from navigation: the Login button visible. */
  login: number;
  /** The collection list visible, after pressing Login. */
  collections: number;
  /** An entry's editor showing its first field (its own navigation, after the list). */
  editor: number;
}

/** The entry the editor milestone opens: a one-off page, whose file every build has. */
const TIMED_ENTRY = "/admin/#/collections/pages/entries/about";

/** Opens /admin/ on `page` (signed out: its storage cleared), logs in, opens an entry; the three times. */
export async function timeAdmin(page: Page, timeout = 60_000): Promise<AdminTiming> {
  const start = Date.now();
  await page.goto("/admin/");
  const login = page.getByRole("button", { name: "Login" });
  await login.waitFor({ timeout });
  const loginAt = Date.now() - start;
  await login.click();
  // The sidebar's list of collections (by address: their names are the editors' words, which may change).
  await page.locator('a[href="#/collections/pages"]').waitFor({ timeout });
  const collectionsAt = Date.now() - start;
  await page.goto(TIMED_ENTRY);
  await page.getByLabel("Meta title", { exact: true }).waitFor({ timeout });
  const editorAt = Date.now() - start;
  return { login: loginAt, collections: collectionsAt, editor: editorAt };
}

/** Signs the local backend's user out (Decap keeps it in localStorage), so the next visit starts at the Login button. */
export async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

/** "login 1.2 s, collections 1.9 s, editor 3.1 s" */
export const formatTiming = (t: AdminTiming) =>
  `login ${(t.login / 1000).toFixed(1)} s, collections ${(t.collections / 1000).toFixed(1)} s, editor ${(t.editor / 1000).toFixed(1)} s`;
