// The browser the browser tests, the report test and the benchmark drive: Debian's Chromium (apt-get install
// chromium), since Playwright's own download is not reachable here. CHROMIUM_PATH points elsewhere.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Quiet and comparable runs: no GPU, no QUIC, none of the browser's own background traffic. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
