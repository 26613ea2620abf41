/**
 * The content manager's build seed (e2e/copy-build.ts), built by a process of its own: the global setup starts it
 * in the background when the whole suite runs (E2E_SEED_EARLY=1, set by `npm run test:e2e` without arguments), so
 * it builds while the first specs run instead of when the first content-manager build asks for it. It takes the
 * bench's lock like any build; a test that needs the seed waits for it there.
 */
import { ensureSeed } from "./copy-build";

const started = Date.now();
ensureSeed();
console.log(`the content manager's build seed is ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
