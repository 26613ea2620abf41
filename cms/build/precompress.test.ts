import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { precompress } from "./precompress";

describe("precompress", () => {
  let dir: string;
  let out: string;
  let cache: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    out = path.join(dir, "admin");
    cache = path.join(dir, "cache");
    fs.mkdirSync(out);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes Brotli and gzip copies that decompress to the file", () => {
    const body = "window.cms = 1;\n".repeat(500);
    fs.writeFileSync(path.join(out, "cms.js"), body);
    precompress(out, cache);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, "cms.js.br"))).toString()).toBe(body);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(out, "cms.js.gz"))).toString()).toBe(body);
    expect(fs.existsSync(path.join(out, "preview.css.br"))).toBe(false);
  });

  it("reuses the cached copies while the bytes are the same, and compresses again when they change", () => {
    fs.writeFileSync(path.join(out, "cms.js"), "one");
    precompress(out, cache);
    const [cachedBr] = fs.readdirSync(cache).filter((name) => name.endsWith(".br"));
    // A marker in the cache: reused as it is, so it is what the next build's cms.js.br holds.
    fs.writeFileSync(path.join(cache, cachedBr), "from the cache");
    precompress(out, cache);
    expect(fs.readFileSync(path.join(out, "cms.js.br"), "utf8")).toBe("from the cache");

    fs.writeFileSync(path.join(out, "cms.js"), "two");
    precompress(out, cache);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, "cms.js.br"))).toString()).toBe("two");
    expect(fs.readdirSync(cache).filter((name) => name.endsWith(".br"))).toHaveLength(2);
  });
});
