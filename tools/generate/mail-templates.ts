// npm run generate:mail-templates: renders the mail's React Email components (emails/) into
// supabase/functions/_shared/mail-templates.ts, HTML and plain-text templates with {{placeholders}} that mail.ts
// fills at send time. Rendered ahead so the Edge Function imports no npm package and Deno and Node send the same
// bytes; committed so a change to a mail is reviewed as the HTML it sends. A test fails when the file is stale.
import path from "node:path";
import { renderTemplates, type RenderedTemplates } from "../../emails/render";
import { generatorMode, root, writeOrCheck } from "./output";

export const MAIL_TEMPLATES_FILE = path.join(root, "supabase", "functions", "_shared", "mail-templates.ts");
const COMMAND = "npm run generate:mail-templates";
const USAGE = `Usage: ${COMMAND} [-- --check]
Renders the mail templates in emails/ into supabase/functions/_shared/mail-templates.ts.
--check: writes nothing; exits 1 when the file is stale.`;

/** A template literal that reads back as `s`. */
const literal = (s: string) => "`" + s.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${") + "`";

export function renderMailTemplatesModule(t: RenderedTemplates): string {
  const entries = [
    ...Object.entries(t.messages).map(
      ([kind, m]) =>
        `  ${kind}: {\n    subject: ${JSON.stringify(m.subject)},\n    html: ${literal(m.html)},\n    text: ${literal(m.text)},\n  },`,
    ),
    ...Object.entries(t.rows).map(
      ([name, r]) => `  ${name}: {\n    html: ${literal(r.html)},\n    text: ${literal(r.text)},\n  },`,
    ),
  ];
  return `// Generated from emails/ by \`${COMMAND}\`: do not edit (a test fails when it is stale).
// Each message's HTML and plain text with {{placeholders}}, which mail.ts fills (and escapes) at send time.
export const TEMPLATES = {
${entries.join("\n")}
};
`;
}

export const currentMailTemplatesModule = async () => renderMailTemplatesModule(await renderTemplates());

if (require.main === module) {
  const mode = generatorMode(process.argv.slice(2), USAGE);
  void currentMailTemplatesModule().then((text) => {
    const current = writeOrCheck(new Map([[MAIL_TEMPLATES_FILE, text]]), mode, { command: COMMAND });
    const name = path.relative(root, MAIL_TEMPLATES_FILE);
    if (mode === "write") console.log(`Wrote ${name}`);
    else if (current) console.log(`${name}: matches emails/`);
  });
}
