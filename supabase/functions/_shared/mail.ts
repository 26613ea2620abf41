/**
 * The e-mails the outbox holds, as text and HTML: one function per kind. Pure (no imports, no I/O), so the Edge
 * Function (Deno) and the local .eml drain (Node) render the same mail.
 */

/** One outbox row as outbox_claim returns it. */
export interface OutboxMessage {
  id: number;
  created_at: string;
  kind: "waitlist_confirm" | "contact_team" | "waitlist_digest" | "waitlist_seat_ready";
  to_team: boolean;
  recipient: string | null;
  params: Record<string, unknown>;
}

/** What the sender needs to know about the site (generated from data/site.json: site.ts). */
export interface MailSite {
  brandName: string;
  siteUrl: string;
  /** Where an invited member signs in to the product (data/site.json appUrl). */
  appUrl: string;
  /** Sends every mail, and is where replies to a member's mail go. */
  fromAddress: string;
  /** The team's inbox: contact messages and the daily digest. */
  teamAddress: string;
}

export interface Mail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on a member's mail). */
  headers: Record<string, string>;
}

export const CONFIRM_PATH = "/waitlist/confirm";
export const MANAGE_PATH = "/waitlist/me";

/** The three links a member's mail carries; the tokens ride in the fragment, which no server or Referer sees. */
export function memberLinks(
  siteUrl: string,
  params: { confirm_token: string; manage_token: string; referral_code: string },
) {
  const base = siteUrl.replace(/\/+$/, "");
  return {
    confirm: `${base}${CONFIRM_PATH}#token=${params.confirm_token}`,
    manage: `${base}${MANAGE_PATH}#token=${params.manage_token}`,
    share: `${base}/join-waitlist?ref=${params.referral_code}`,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** Paragraphs of text (a line "<url>" alone becomes a link) as a small, plain HTML mail. */
function htmlOf(paragraphs: string[]): string {
  const body = paragraphs
    .map((p) => {
      const html = escapeHtml(p)
        .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
        .replace(/\n/g, "<br>");
      return `<p>${html}</p>`;
    })
    .join("\n");
  return `<!doctype html>\n<html><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem">\n${body}\n</body></html>\n`;
}

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

const day = (iso: unknown) => {
  const d = new Date(str(iso));
  return Number.isNaN(d.getTime())
    ? str(iso)
    : d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
};

function confirmMail(m: OutboxMessage, site: MailSite): Mail {
  const p = m.params as {
    name?: string;
    confirm_token: string;
    manage_token: string;
    referral_code: string;
    referral_boost?: number;
    expires_at?: string;
  };
  const links = memberLinks(site.siteUrl, p);
  const paragraphs = [
    `Hi ${str(p.name).trim() || "there"},`,
    `Thanks for joining the ${site.brandName} waitlist. Please confirm this address so we can keep your place and send your early-access invitation:\n${links.confirm}`,
    `The link works once and until ${day(p.expires_at)}. If you did not sign up, ignore this mail: without a confirmation we will not write again.`,
    `Move up the line: every friend who joins with your link and confirms moves you up ${p.referral_boost ?? 3} places.\n${links.share}`,
    `See your place, stop our e-mails or delete your data at any time:\n${links.manage}`,
    `The ${site.brandName} team`,
  ];
  return {
    from: `${site.brandName} <${site.fromAddress}>`,
    to: str(m.recipient),
    subject: `Confirm your place on the ${site.brandName} waitlist`,
    text: paragraphs.join("\n\n") + "\n",
    html: htmlOf(paragraphs),
    headers: { "List-Unsubscribe": `<${links.manage}>` },
  };
}

function contactMail(m: OutboxMessage, site: MailSite): Mail {
  const p = m.params;
  const lines = [
    `New message from the contact form (${str(p.received_at)}):`,
    `Name: ${str(p.name)}\nE-mail: ${str(p.email)}\nPhone: ${str(p.phone) || "not given"}\nAbout: ${str(p.goal)}`,
    str(p.message),
    `Reply to this mail to answer ${str(p.name)} directly.`,
  ];
  return {
    from: `${site.brandName} website <${site.fromAddress}>`,
    to: site.teamAddress,
    replyTo: str(p.email) || undefined,
    subject: `Contact form: ${str(p.name)} (${str(p.goal)})`.slice(0, 200),
    text: lines.join("\n\n") + "\n",
    html: htmlOf(lines),
    headers: {},
  };
}

function digestMail(m: OutboxMessage, site: MailSite): Mail {
  const p = m.params as Record<string, number | string | Record<string, number>>;
  const sources = Object.entries((p.sources as Record<string, number>) ?? {})
    .sort((a, b) => b[1] - a[1])
    .map(([source, n]) => `  ${source}: ${n}`);
  const lines = [
    `Waitlist on ${day(p.day)} (UTC):`,
    [
      `Joined: ${p.joined}`,
      `Confirmed: ${p.confirmed}`,
      `Referral credits: ${p.referrals}`,
      `Unsubscribed: ${p.unsubscribed}`,
      `Deleted their data: ${p.deleted}`,
      `Contact messages: ${p.contact_messages}`,
      ...(p.invited === undefined ? [] : [`Invited: ${p.invited}`]),
    ].join("\n"),
    sources.length ? `Sign-ups by source:\n${sources.join("\n")}` : "No sign-ups that day.",
    `On the list now: ${p.total_members} (${p.total_confirmed} confirmed).`,
    ...(p.total_invited === undefined
      ? []
      : [`Invited in total: ${p.total_invited}. Still waiting: ${p.total_waiting}.`]),
  ];
  return {
    from: `${site.brandName} website <${site.fromAddress}>`,
    to: site.teamAddress,
    subject: `Waitlist digest ${str(p.day)}: ${p.joined} joined, ${p.confirmed} confirmed`,
    text: lines.join("\n\n") + "\n",
    html: htmlOf(lines),
    headers: {},
  };
}

/** The invitation: the member's early-access seat is ready (queued by waitlist_invite_next). */
function seatReadyMail(m: OutboxMessage, site: MailSite): Mail {
  const p = m.params as { name?: string; manage_token: string; invited_at?: string };
  const manage = `${site.siteUrl.replace(/\/+$/, "")}${MANAGE_PATH}#token=${p.manage_token}`;
  const paragraphs = [
    `Hi ${str(p.name).trim() || "there"},`,
    `Your early-access seat for ${site.brandName} is ready. Sign in with this e-mail address:\n${site.appUrl}`,
    `Your member page shows the same, and is where you stop our e-mails or delete your data:\n${manage}`,
    `The ${site.brandName} team`,
  ];
  return {
    from: `${site.brandName} <${site.fromAddress}>`,
    to: str(m.recipient),
    subject: `Your ${site.brandName} early-access seat is ready`,
    text: paragraphs.join("\n\n") + "\n",
    html: htmlOf(paragraphs),
    headers: { "List-Unsubscribe": `<${manage}>` },
  };
}

export function renderMail(message: OutboxMessage, site: MailSite): Mail {
  switch (message.kind) {
    case "waitlist_confirm":
      return confirmMail(message, site);
    case "contact_team":
      return contactMail(message, site);
    case "waitlist_digest":
      return digestMail(message, site);
    case "waitlist_seat_ready":
      return seatReadyMail(message, site);
    default:
      throw new Error(`Unknown outbox kind: ${String((message as { kind: unknown }).kind)}`);
  }
}
