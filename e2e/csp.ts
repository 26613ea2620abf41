import type { Page } from "@playwright/test";

/** Records every CSP violation the page reports, from before its first script (e2e/security.spec.ts's rule). */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __violations: string[] }).__violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
}

/** The violations reported so far: "directive blocked-URI" each. */
export function cspViolations(page: Page) {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}
