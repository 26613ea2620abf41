import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "util";

// jsdom lacks these; react-dom/server's browser build (renderToString in component tests) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… and waitFor give up after 1 s by default: on a machine whose cores are both busy (CI beside a build, or a
// busy loop per core, as docs/developers/testing.md asks to try), loading a lazily imported module such as the
// form's island can alone take longer (FormIsland.takeover.test.tsx failed so). A test that should fail still fails:
// only the time it may take changes (the ui project's testTimeout, jest.config.js, leaves room for it).
configure({ asyncUtilTimeout: 10_000 });
