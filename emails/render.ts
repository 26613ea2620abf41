// Renders every message (React Email) and row template to HTML with its placeholders, beside its plain-text twin:
// what the generator commits and what the preview shows before it is committed.
import * as React from "react";
import { render } from "@react-email/render";
import type { MailTemplates } from "../supabase/functions/_shared/mail.ts";
import { MESSAGES, ROWS } from "./index";
import { ROWS_ATTRIBUTE } from "./slots";

export interface RenderedTemplates {
  messages: Record<keyof typeof MESSAGES, { subject: string; html: string; text: string }>;
  rows: Record<keyof typeof ROWS, { html: string; text: string }>;
}

const ROWS_PLACE = new RegExp(`<tr ${ROWS_ATTRIBUTE}="(\\w+)">\\s*</tr>`, "g");

/**
 * Characters beyond ASCII as HTML references (the preview text's invisible spacers above all): the same mail,
 * and a committed file whose every character can be seen.
 */
const asciiOnly = (html: string) =>
  html.replace(/[^\t\n\r -~]/gu, (c) => `&#x${(c.codePointAt(0) as number).toString(16).toUpperCase()};`);

export async function renderTemplates(): Promise<RenderedTemplates> {
  const messages = {} as RenderedTemplates["messages"];
  for (const [kind, m] of Object.entries(MESSAGES) as [
    keyof typeof MESSAGES,
    (typeof MESSAGES)[keyof typeof MESSAGES],
  ][]) {
    const rendered = await render(React.createElement(m.Component), { pretty: true });
    const html = asciiOnly(rendered).replace(ROWS_PLACE, "{{{$1}}}");
    messages[kind] = { subject: m.subject, html, text: `${m.text}\n` };
  }
  const rows = {} as RenderedTemplates["rows"];
  for (const [name, r] of Object.entries(ROWS) as [keyof typeof ROWS, (typeof ROWS)[keyof typeof ROWS]][]) {
    const table = await render(
      React.createElement("table", null, React.createElement("tbody", null, React.createElement(r.Row))),
    );
    const row = /<tr[\s\S]*<\/tr>/.exec(table);
    if (!row) throw new Error(`${name}: the row template rendered no <tr>`);
    rows[name] = { html: asciiOnly(row[0]), text: r.text };
  }
  return { messages, rows };
}

/** The rendered templates in the shape the sender takes (renderMail's `templates`), for the preview. */
export async function renderMailTemplates(): Promise<MailTemplates> {
  const { messages, rows } = await renderTemplates();
  return { ...messages, ...rows };
}
