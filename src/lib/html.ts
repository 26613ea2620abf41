/** Text made safe to put inside HTML markup or a quoted attribute (for HTML React cannot render, e.g. <noscript>). */
export { escapeHtml } from "../../supabase/functions/_shared/html";
