import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(__dirname, "../..");

/**
 * Brotli and gzip copies of the admin's files beside them (cms.js.br, cms.js.gz, ...), which the project's server
 * sends as they are (tools/dev/static-server.ts): compressing the 5 MB cms.js at Brotli's best quality took seconds
 * on the first request of every run. Netlify compresses on its own and ignores them. Brotli's best quality costs
 * about 8 s of CPU for cms.js, and cms.js is the same in nearly every build (the content manager's tests build a
 * copy of the site eight times a run, CI builds it three times), so each compressed copy is kept in
 * .cache/precompressed/ under its file's SHA-256 and reused while the bytes are the same.
 */
export function precompress(outDir: string, cacheDir = path.join(root, ".cache", "precompressed")): void {
  for (const name of ["cms.js", "preview.css", "data.json"]) {
    const file = path.join(outDir, name);
    if (!fs.existsSync(file)) continue;
    const body = fs.readFileSync(file);
    const sha = crypto.createHash("sha256").update(body).digest("hex");
    const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    const encodings = {
      br: () => zlib.brotliCompressSync(body, { params: quality }),
      gz: () => zlib.gzipSync(body, { level: 9 }),
    };
    for (const [encoding, compress] of Object.entries(encodings)) {
      const cached = path.join(cacheDir, `${sha}.${encoding}`);
      if (!fs.existsSync(cached)) {
        fs.mkdirSync(cacheDir, { recursive: true });
        // Written under another name first, so a build stopped half-way leaves no truncated copy to be reused.
        fs.writeFileSync(`${cached}.${process.pid}`, compress());
        fs.renameSync(`${cached}.${process.pid}`, cached);
      }
      fs.copyFileSync(cached, `${file}.${encoding}`);
    }
  }
}
