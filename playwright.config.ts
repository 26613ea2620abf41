import { defineConfig } from "@playwright/test";
import os from "os";
import path from "path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tools/dev/chromium";

const PORT = Number(process.env.E2E_PORT ?? 9100);
// Set once in the runner's process; the workers inherit it (they load this file again with another pid).
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `scriptreel-e2e-mail-${process.pid}`);
const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR;
// Where the content manager's tests build their copies, warm (e2e/copy-build.ts).
process.env.E2E_BUILD_DIR ??= path.join(os.tmpdir(), `scriptreel-e2e-build-${process.pid}`);

// The phone runs the specs where its layout or touch matters; the rest (headers, SEO, the database's answers, the
// content manager, pages without JavaScript) do not depend on the viewport and run once, on the desktop.
const PHONE_SPECS = [
  "agent",
  "early-forms",
  "forms",
  "home",
  "islands",
  "join-in-reach",
  "layout",
  "phone-layout",
  "phone-screenshots",
  "project",
  "route-walk",
  "streaming-layout",
  "videos",
  "visual-rules",
];

const CMS_SPECS = /\/cms(-[a-z-]+)?\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  // Three workers on CI's two cores: the suite waits more than it computes (pages settling, 10 s layout-shift
  // watches, the content manager's UI), about one core busy on average; three took 14.3 min where two took 17.5
  // (docs/developers/decisions.md, "Issue 47: CI time, round two").
  workers: process.env.CI ? 3 : undefined,
  // One retry in CI: the machine runs three browsers at once and is shared; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "reports/e2e.json" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // The content manager's specs, first: the longest files (a build of a copy of the site each, one build at a time
    // in the one build bench, e2e/copy-build.ts) start at once. Each has decap-server on a port of its own
    // (e2e/cms-harness.ts), so they run side by side on any worker.
    { name: "cms", testMatch: CMS_SPECS, use: { viewport: { width: 1280, height: 800 } } },
    { name: "desktop", testIgnore: CMS_SPECS, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "phone",
      testMatch: new RegExp(`/(${PHONE_SPECS.join("|")})\\.spec\\.ts$`),
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: "npm run serve",
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      // The build under test posts to the local backend; `npm run serve` starts it beside the site.
      LOCAL_BACKEND: "1",
      // A fresh embedded database for each run, so tests can count rows.
      LOCAL_DB_DIR: path.join(os.tmpdir(), `scriptreel-e2e-${process.pid}`),
      // The outbox's .eml files, read by the lifecycle tests (e2e/mail.ts).
      MAIL_DIR: E2E_MAIL_DIR,
      // One mail per address per 2 seconds instead of per hour, so the invitation right after a confirmation
      // arrives within the test (e2e/waitlist-invite.spec.ts); the hour itself is tested in Jest.
      MAIL_CAP_WINDOW: "2 seconds",
      // Pages under an experiment (e2e/experiments.spec.ts): a day inside the build's experiment's dates, and each
      // request's X-Forwarded-For as its visitor's address, so one machine can be many visitors. Browsers of the
      // other specs send none and have a crawler's agent (HeadlessChrome): they get version A.
      EXPERIMENT_TODAY: "2026-12-10",
      TRUST_FORWARDED_FOR: "1",
    },
  },
});
