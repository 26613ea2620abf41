import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "util";

// jsdom lacks these; react-dom/server's browser build (renderToString in component tests) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
