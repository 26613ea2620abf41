// The project's one escapeHtml: the mails (mail.ts), the site's server-rendered snippets (src/lib/html.ts), the
// team's report (tools/signups) and the dev server's content-error page. It lives here, importing nothing, because
// the Edge Function deploys only what supabase/functions holds; the others import it from here.

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe inside HTML markup or a quoted attribute value (what escape-html and React write too). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
