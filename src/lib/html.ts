/** Text made safe to put inside HTML markup or a quoted attribute (for HTML React cannot render, e.g. <noscript>). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
