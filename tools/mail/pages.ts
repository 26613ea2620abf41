// The preview's pages: every sample message (emails/samples.ts) as the sender renders it, at a mail client's width
// and a phone's, with its headers and its plain-text twin.
import { renderMail, type Mail, type MailSite, type MailTemplates } from "../../supabase/functions/_shared/mail.ts";
import { SAMPLES } from "../../emails/samples";

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);

export const sampleMails = (site: MailSite, templates?: MailTemplates) =>
  SAMPLES.map((sample) => ({ ...sample, mail: renderMail(sample.message, site, templates) }));

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${esc(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:24px;max-width:1100px}iframe{border:1px solid #8886;border-radius:6px;background:#fff}
.widths{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}pre{white-space:pre-wrap;border:1px solid #8886;padding:16px;border-radius:6px;max-width:72ch}
dt{font-weight:600;float:left;clear:left;width:7em}dd{margin-left:7em}</style></head><body>${body}</body></html>`;

export function indexPage(site: MailSite, templates?: MailTemplates): string {
  const items = sampleMails(site, templates)
    .map(
      (s) =>
        `<li><a href="/${s.name}">${esc(s.title)}</a>: ${esc(s.mail.subject)} (${s.mail.html.length.toLocaleString("en-US")} bytes)</li>`,
    )
    .join("\n");
  return page(
    "Mail preview",
    `<h1>Mail preview</h1><p>Every message the outbox sends, with sample data, rendered from <code>emails/</code> as you save.
Switch your system or browser to dark mode to see the dark design. Links in the messages lead nowhere here.</p><ul>${items}</ul>`,
  );
}

export function messagePage(name: string, site: MailSite, templates?: MailTemplates): string | null {
  const sample = sampleMails(site, templates).find((s) => s.name === name);
  if (!sample) return null;
  const m: Mail = sample.mail;
  const headers = [
    ["From", m.from],
    ["To", m.to],
    ["Reply-To", m.replyTo],
    ["Subject", m.subject],
    ...Object.entries(m.headers),
  ]
    .filter(([, value]) => value)
    .map(([k, value]) => `<dt>${esc(String(k))}</dt><dd>${esc(String(value))}</dd>`)
    .join("");
  const frame = (width: number) =>
    `<figure><figcaption>${width} px</figcaption><iframe title="${esc(m.subject)} at ${width} px" width="${width}" height="1100" src="/${name}/html"></iframe></figure>`;
  return page(
    m.subject,
    `<p><a href="/">All messages</a></p><h1>${esc(sample.title)}</h1><dl>${headers}</dl>
<div class="widths">${frame(600)}${frame(375)}</div><h2>Plain text</h2><pre>${esc(m.text)}</pre>`,
  );
}
