// npm run mail:preview: every message the outbox sends, with sample data, in a browser on http://127.0.0.1:3883
// (MAIL_PREVIEW_PORT). Offline: the templates are rendered from emails/ on each request (tsx watch restarts the
// server when a file changes) and the logo is served from static/ by this server, which stands in for the site.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { renderMailTemplates } from "../../emails/render";
import { SITE } from "../../supabase/functions/_shared/site.ts";
import { indexPage, messagePage, sampleMails } from "./pages";

const PORT = Number(process.env.MAIL_PREVIEW_PORT ?? 3883);
const STATIC = path.resolve(__dirname, "../../static");

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
  const site = { ...SITE, siteUrl: url.origin };
  const send = (status: number, type: string, body: string | Buffer) =>
    res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" }).end(body);
  renderMailTemplates()
    .then((templates) => {
      if (url.pathname === "/") return send(200, "text/html; charset=utf-8", indexPage(site, templates));
      if (url.pathname.startsWith("/mail/")) {
        const file = path.join(STATIC, path.normalize(url.pathname));
        if (file.startsWith(path.join(STATIC, "mail")) && fs.existsSync(file))
          return send(200, "image/png", fs.readFileSync(file));
      }
      const [, name, part] = /^\/([\w-]+)(?:\/(html))?$/.exec(url.pathname) ?? [];
      const sample = name ? sampleMails(site, templates).find((s) => s.name === name) : undefined;
      if (sample && part === "html") return send(200, "text/html; charset=utf-8", sample.mail.html);
      const html = name ? messagePage(name, site, templates) : null;
      if (html) return send(200, "text/html; charset=utf-8", html);
      send(
        404,
        "text/plain; charset=utf-8",
        "Not a page of the mail preview (links in the messages lead nowhere here).",
      );
    })
    .catch((error: unknown) =>
      send(500, "text/plain; charset=utf-8", String(error instanceof Error ? error.stack : error)),
    );
});

server.listen(PORT, "127.0.0.1", () => console.log(`Mail preview on http://127.0.0.1:${PORT}/ (Ctrl-C stops it)`));
