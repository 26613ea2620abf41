/**
 * The e-mails the outbox holds, as text and HTML. The designs are React Email components (emails/), rendered ahead
 * into mail-templates.ts (`npm run generate:mail-templates`) with placeholders; this module fills them from an
 * outbox row and the site, escaping every value in the HTML part. Nothing imported from outside this folder, so the
 * Edge Function (Deno) and the local .eml drain (Node) send the same bytes and Deno fetches nothing to start.
 */
import { conversionText, MIN_VISITORS, percent } from "./conversion.ts";
import { escapeHtml } from "./html.ts";
import { EXPERIMENT_RULE, judge, judgementText } from "./experiment-stats.ts";
import type { ContactSender, ExperimentCount, MAIL_PARAMS, MailParams, PageCount } from "./mail-params.ts";
import { DIGEST_DAY_COUNTS, DIGEST_PAGE_LISTS, DIGEST_TOTALS, DIGEST_VISIT_COUNTS, MISSING } from "./mail-fields.ts";
import { TEMPLATES } from "./mail-templates.ts";
import { firstVideoWords } from "./first-video.ts";
import type { MailSite } from "./mail-site.ts";

export type { MailSite };
import { placeInLine, whatMovesIt } from "./place.ts";
import { LANGUAGES } from "./site.ts";

/** One outbox row as outbox_claim returns it; `params` as the database built it (MailParams of its kind). */
export interface OutboxMessage {
  id: number;
  created_at: string;
  kind: keyof typeof MAIL_PARAMS;
  to_team: boolean;
  recipient: string | null;
  params: Record<string, unknown>;
}

/** What the sender needs to know about the site (generated from data/site.json: site.ts). */

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

/** The rendered templates (mail-templates.ts); the preview passes templates rendered from the components just now. */
export type MailTemplates = typeof TEMPLATES;

const CONFIRM_PATH = "/waitlist/confirm";
const MANAGE_PATH = "/waitlist/me";

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * The three links a member's mail carries; the tokens ride in the fragment, which no server or Referer sees.
 * @internal Exported for its tests only (knip --production).
 */
export function memberLinks(
  siteUrl: string,
  params: { confirm_token: string; manage_token: string; referral_code: string },
) {
  const base = trimSlash(siteUrl);
  return {
    confirm: `${base}${CONFIRM_PATH}#token=${params.confirm_token}`,
    manage: manageLink(siteUrl, params.manage_token),
    share: `${base}/join-waitlist?ref=${params.referral_code}`,
  };
}

const manageLink = (siteUrl: string, token: string) => `${trimSlash(siteUrl)}${MANAGE_PATH}#token=${token}`;

/**
 * A mailto: link to `address`, with a subject and body when given, every part percent-encoded (RFC 6068): an
 * address is written as one address and nothing more, so `x@attacker.example?cc=boss%40…&body=…` cannot add a
 * recipient, a body or any other header field to the mail it starts (issue 56). The @ stays as it is (RFC 6068
 * allows it), so a plain address reads as itself.
 * @internal Exported for its tests only (knip --production).
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = (["subject", "body"] as const)
    .filter((key) => fields[key] !== undefined && fields[key] !== "")
    .map((key) => `${key}=${encodeURIComponent(fields[key] as string)}`);
  return `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}${query.length ? `?${query.join("&")}` : ""}`;
}

/** A link as a person reads it under the button: no scheme, a token cut to its first characters. */
function shortLink(url: string, max = 48): string {
  const bare = url.replace(/^[a-z]+:(\/\/)?/i, "").replace(/\/$/, "");
  const token = /^(.*#token=[0-9a-f]{6})[0-9a-f]+$/.exec(bare);
  if (token) return `${token[1]}…`;
  return bare.length > max ? `${bare.slice(0, max - 1)}…` : bare;
}

/** Values for {{name}} (escaped in HTML) and, per part, markup or text for {{{name}}}. */
interface Values {
  plain: Record<string, string>;
  html?: Record<string, string>;
  text?: Record<string, string>;
}

/** Fills a template in one pass (a value that holds "{{x}}" stays as it is); a placeholder without a value throws. */
function fill(template: string, plain: Record<string, string>, raw: Record<string, string>, html: boolean) {
  return template.replace(/\{\{\{(\w+)\}\}\}|\{\{(\w+)\}\}/g, (_, rawName: string | undefined, name: string) => {
    if (rawName !== undefined) {
      if (!(rawName in raw)) throw new Error(`The mail template's {{{${rawName}}}} has no value`);
      return raw[rawName];
    }
    if (!(name in plain)) throw new Error(`The mail template's {{${name}}} has no value`);
    return html ? escapeHtml(plain[name]) : plain[name];
  });
}

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

const dateOf = (iso: unknown) => {
  const d = new Date(str(iso));
  return Number.isNaN(d.getTime()) ? null : d;
};

const longDay = (iso: unknown) =>
  dateOf(iso)?.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }) ??
  str(iso);

const dayAndTime = (iso: unknown) => {
  const d = dateOf(iso);
  if (!d) return str(iso);
  const time = d.toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" });
  return `${longDay(iso)}, ${time} UTC`;
};

/** Values every template may use: the site, and who sends the mail. */
function siteValues(site: MailSite): Record<string, string> {
  const address = site.postalAddress?.trim();
  return {
    brand: site.brandName,
    site_url: trimSlash(site.siteUrl),
    site_host: new URL(site.siteUrl).host,
    sender: address ? `${site.brandName}, ${address}` : site.brandName,
  };
}

function compose(
  template: { subject: string; html: string; text: string },
  site: MailSite,
  values: Values,
): Pick<Mail, "subject" | "html" | "text"> {
  const plain = { ...siteValues(site), ...values.plain };
  return {
    subject: fill(template.subject, plain, {}, false).replace(/\s+/g, " ").trim().slice(0, 200),
    html: fill(template.html, plain, values.html ?? {}, true),
    text: fill(template.text, plain, values.text ?? {}, false),
  };
}

const firstName = (name: unknown) => str(name).trim() || "there";

const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** When the team answers a contact message (data/pages/contact.json says so on the contact page). */
const ANSWER_TIME = "within two working days";

/**
 * Her first video as she gave it, in a sentence: "Your first video, as you described it: Why bees dance, Spanish."
 * Only what was stored; a mail queued before issue 55 has none of these keys.
 */
function firstVideoSentence(p: Partial<MailParams<"waitlist_confirm">>): string {
  const line = firstVideoWords(
    str(p.first_video_idea),
    {
      language: str(p.first_video_language),
      minutes: str(p.first_video_minutes),
      mode: str(p.first_video_mode),
      startWith: str(p.first_video_start_with),
      template: str(p.first_video_template),
    },
    (code) => LANGUAGES[code],
  );
  return line
    ? `Your first video, as you described it: ${line}.`
    : "When your seat is ready, your first video can start from an idea, a script, a document, audio or a web link.";
}

/** Her place when the mail was queued, in words (place.ts); a mail queued before issue 55 says the rule only. */
function placeWords(p: Partial<MailParams<"waitlist_confirm">>): string {
  const [place, total, confirmedTotal] = [count(p.place), count(p.total), count(p.confirmed_total)];
  if (place === null || place < 1 || total === null || confirmedTotal === null)
    return "Your own page (the link at the end of this mail) shows your place in line.";
  return placeInLine({ place, total, confirmedTotal });
}

function confirmMail(m: OutboxMessage, site: MailSite, t: MailTemplates): Mail {
  const p = m.params as MailParams<"waitlist_confirm">;
  const links = memberLinks(site.siteUrl, p);
  return {
    from: `${site.brandName} <${site.fromAddress}>`,
    to: str(m.recipient),
    ...compose(t.waitlist_confirm, site, {
      plain: {
        name: firstName(p.name),
        confirm_url: links.confirm,
        confirm_short: shortLink(links.confirm),
        expires: longDay(p.expires_at),
        referral_boost: str(p.referral_boost ?? 3),
        share_url: links.share,
        share_short: shortLink(links.share, 80),
        manage_url: links.manage,
        first_video_sentence: firstVideoSentence(p),
        place_sentence: placeWords(p),
        moves_sentence: whatMovesIt(count(p.referral_boost) ?? 3),
      },
    }),
    headers: { "List-Unsubscribe": `<${links.manage}>` },
  };
}

/** The invitation: the member's early-access seat is ready (queued by waitlist_invite_next). */
function seatReadyMail(m: OutboxMessage, site: MailSite, t: MailTemplates): Mail {
  const p = m.params as MailParams<"waitlist_seat_ready">;
  const manage = manageLink(site.siteUrl, p.manage_token);
  return {
    from: `${site.brandName} <${site.fromAddress}>`,
    to: str(m.recipient),
    ...compose(t.waitlist_seat_ready, site, {
      plain: {
        name: firstName(p.name),
        email: str(m.recipient),
        app_url: site.appUrl,
        app_short: shortLink(site.appUrl),
        manage_url: manage,
      },
    }),
    headers: { "List-Unsubscribe": `<${manage}>` },
  };
}

function contactMail(m: OutboxMessage, site: MailSite, t: MailTemplates): Mail {
  const p = m.params as MailParams<"contact_team">;
  const name = str(p.name).trim() || "someone";
  const message = str(p.message).replace(/\r\n?/g, "\n").trim();
  const reply = mailtoHref(str(p.email), { subject: `Re: your message to ${site.brandName}` });
  return {
    from: `${site.brandName} website <${site.fromAddress}>`,
    to: site.teamAddress,
    replyTo: str(p.email) || undefined,
    ...compose(t.contact_team, site, {
      plain: {
        name,
        email: str(p.email),
        phone: str(p.phone) || "not given",
        goal: str(p.goal) || "not given",
        received: dayAndTime(p.received_at),
        excerpt: message.replace(/\s+/g, " ").slice(0, 120),
        message,
        reply_url: reply,
        team_address: site.teamAddress,
      },
      html: { message_html: escapeHtml(message).replace(/\n/g, "<br />") },
    }),
    headers: {},
  };
}

const shown = (n: number | null) => (n === null ? MISSING : n.toLocaleString("en-US"));
const change = (now: number | null, before: number | null) =>
  now === null || before === null
    ? MISSING
    : now > before
      ? `+${now - before}`
      : now < before
        ? `−${before - now}`
        : "0";

/** The day's conversion, "2.1% (12 of 560)" or "too few to judge (1 of 2)"; a dash when a count is missing. */
const dayConversion = (counts: Record<string, unknown>, min: number) => {
  const [signups, visitors] = [count(counts.signups), count(counts.visitors)];
  return signups === null || visitors === null ? MISSING : conversionText(signups, visitors, min);
};

/** How many landing pages the day had with enough visitors to judge, in plain words. */
function pagesNote(judged: number | null, min: number, lists: readonly unknown[]): string {
  const enough = `at least ${min} visitors`;
  if (judged === null) return "Visits are not counted by this database yet: no page can be judged.";
  if (judged === 0)
    return `No landing page had ${enough} on this day, so none is named best or worst: with fewer, one sign-up more or less swings the rate too far to judge.`;
  if (judged < lists.length * 3)
    return `Only ${judged} landing page${judged === 1 ? "" : "s"} had ${enough} on this day, too few for three best and three worst; the others are too few to judge.`;
  return `${judged} landing pages had ${enough} on this day; pages with fewer are too few to judge and are left out.`;
}

/** A list's rows in both parts: the row template per page, or one line saying there is none. */
function pageRows(list: PageCount[], min: number, empty: string, row: { html: string; text: string }) {
  if (!list.length) {
    const none = { page: empty, visitors: MISSING, signups: MISSING, conversion: MISSING };
    return { html: fill(row.html, none, {}, true), text: empty };
  }
  const values = list.map((p) => ({
    page: p.path,
    visitors: shown(p.visitors),
    signups: shown(p.signups),
    conversion: p.visitors >= min ? percent(p.signups / p.visitors) : conversionText(p.signups, p.visitors, min),
  }));
  return {
    html: values.map((r) => fill(row.html, r, {}, true)).join("\n"),
    text: values.map((r) => fill(row.text, r, {}, false)).join("\n"),
  };
}

const pageList = (v: unknown): PageCount[] =>
  (Array.isArray(v) ? v : []).flatMap((e: Record<string, unknown>) => {
    const [visitors, signups] = [count(e?.visitors), count(e?.signups)];
    return visitors === null || signups === null ? [] : [{ path: str(e.path), visitors, signups }];
  });

const experimentList = (v: unknown): ExperimentCount[] =>
  (Array.isArray(v) ? v : []).flatMap((e: Record<string, unknown>) => {
    const [visitors, started, stored, confirmed] = [e?.visitors, e?.started, e?.stored, e?.confirmed].map(count);
    if (visitors === null || started === null || stored === null || confirmed === null) return [];
    // issue 56 (experiments): the version's share of the draw, judged against; null when the database has none.
    const share = typeof e.share === "number" && Number.isFinite(e.share) ? e.share : null;
    return [{ experiment: str(e.experiment), version: str(e.version), visitors, started, stored, confirmed, share }];
  });

/**
 * The hero experiments' rows in both parts, a row per version (A first, as the database orders them): its counts
 * over the days a version other than A was served, confirmed sign-ups per visitor, and its judgement against A, never
 * a winner (the digest does not know an experiment's end; the report calls one once it has ended). One line when none
 * ran.
 */
function experimentRows(list: ExperimentCount[], row: { html: string; text: string }) {
  if (!list.length) {
    const empty = "No experiment ran on this day.";
    const none = Object.fromEntries(
      ["version", "visitors", "started", "stored", "confirmed", "rate", "judgement"].map((k) => [k, MISSING]),
    );
    return { html: fill(row.html, { experiment: empty, ...none }, {}, true), text: empty };
  }
  const counts = (e: ExperimentCount | undefined) => ({ confirmed: e?.confirmed ?? 0, share: e?.share ?? null });
  const values = list.map((e) => {
    const same = list.filter((x) => x.experiment === e.experiment);
    const a = same.find((x) => x.version === "A");
    const others = same.filter((x) => x.version !== "A").length;
    return {
      experiment: e.experiment,
      version: e.version,
      visitors: shown(e.visitors),
      started: shown(e.started),
      stored: shown(e.stored),
      confirmed: shown(e.confirmed),
      rate: conversionText(e.confirmed, e.visitors, EXPERIMENT_RULE.minVisitors),
      judgement:
        e.version === "A" ? "the baseline" : judgementText(e.version, judge(counts(a), counts(e), false, others)),
    };
  });
  return {
    html: values.map((r) => fill(row.html, r, {}, true)).join("\n"),
    text: values.map((r) => fill(row.text, r, {}, false)).join("\n"),
  };
}

/**
 * Issue 56 (referrals): the referrers whose confirmed friends come mostly from one domain outside the common mail
 * providers, for the team to look at (the caps already keep what such a domain earns small); one line when none.
 */
function referralsNote(v: unknown): string {
  const flagged = (Array.isArray(v) ? v : []).flatMap((e: Record<string, unknown>) => {
    const [friends, credits, atDomain] = [e?.friends_confirmed, e?.credits, e?.friends_at_domain].map(count);
    if (friends === null || credits === null || atDomain === null) return [];
    const who = e.name ? `${str(e.name)} (${str(e.referral_code)})` : str(e.referral_code);
    return [`${who}: ${atDomain} of ${friends} confirmed friends at ${str(e.domain)}, ${credits} credited`];
  });
  if (v === undefined) return "Referrers are not checked by this database yet.";
  if (!flagged.length) return "No referrer's confirmed friends come mostly from one domain.";
  return `Referrers whose confirmed friends come mostly from one domain, to look at: ${flagged.join("; ")}.`;
}

function digestMail(m: OutboxMessage, site: MailSite, t: MailTemplates): Mail {
  // Partial: a digest queued before a key existed lacks it (the mail shows "–").
  const p = m.params as Partial<MailParams<"waitlist_digest">>;
  const previous: Partial<MailParams<"waitlist_digest">["previous"]> = p.previous ?? {};
  const day = dateOf(p.day);
  const before = day ? new Date(day.getTime() - 86_400_000) : dateOf(previous.day);
  const short = (d: Date | null) =>
    d ? d.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" }) : MISSING;

  const plain: Record<string, string> = {
    day: day
      ? day.toLocaleDateString("en-US", {
          weekday: "long",
          month: "long",
          day: "numeric",
          year: "numeric",
          timeZone: "UTC",
        })
      : str(p.day),
    day_iso: str(p.day),
    day_short: short(day),
    before_short: short(before),
    team_address: site.teamAddress,
  };
  for (const key of DIGEST_DAY_COUNTS) {
    plain[key] = shown(count(p[key]));
    plain[`${key}_before`] = shown(count(previous[key]));
    plain[`${key}_change`] = change(count(p[key]), count(previous[key]));
  }
  for (const key of DIGEST_TOTALS) plain[key] = shown(count(p[key]));
  for (const key of DIGEST_VISIT_COUNTS) {
    plain[key] = shown(count(p[key]));
    plain[`${key}_before`] = shown(count(previous[key]));
    plain[`${key}_change`] = change(count(p[key]), count(previous[key]));
  }
  const min = count(p.min_visitors) ?? MIN_VISITORS;
  plain.conversion = dayConversion(p, min);
  plain.conversion_before = dayConversion(previous, count(previous.min_visitors) ?? min);
  const lists = DIGEST_PAGE_LISTS.map((list) => pageList(p[list]));
  plain.pages_note = pagesNote(count(p.pages_judged), min, lists);
  const best = pageRows(lists[0], min, "No page to judge.", t.digest_page_row);
  const worst = pageRows(
    lists[1],
    min,
    lists[0].length ? "No other page to judge." : "No page to judge.",
    t.digest_page_row,
  );

  const experiments = experimentRows(experimentList(p.experiments), t.digest_experiment_row);
  plain.referrals_note = referralsNote(p.referrers_flagged);

  const today = p.sources ?? {};
  const yesterday = previous.sources ?? {};
  const hasBefore = typeof p.previous === "object" && p.previous !== null;
  const sources = [...new Set([...Object.keys(today), ...Object.keys(yesterday)])].sort(
    (a, b) => (today[b] ?? 0) - (today[a] ?? 0) || (yesterday[b] ?? 0) - (yesterday[a] ?? 0) || a.localeCompare(b),
  );
  const rows = sources.map((source) => ({
    source,
    count: shown(today[source] ?? 0),
    count_before: hasBefore ? shown(yesterday[source] ?? 0) : MISSING,
  }));
  if (rows.length === 0) rows.push({ source: "No sign-ups", count: "0", count_before: hasBefore ? "0" : MISSING });
  const row = t.digest_source_row;
  return {
    from: `${site.brandName} website <${site.fromAddress}>`,
    to: site.teamAddress,
    ...compose(t.waitlist_digest, site, {
      plain,
      html: {
        source_rows: rows.map((r) => fill(row.html, r, {}, true)).join("\n"),
        best_pages_rows: best.html,
        worst_pages_rows: worst.html,
        experiment_rows: experiments.html,
      },
      text: {
        source_rows: rows.map((r) => fill(row.text, r, {}, false)).join("\n"),
        best_pages_rows: best.text,
        worst_pages_rows: worst.text,
        experiment_rows: experiments.text,
      },
    }),
    headers: {},
  };
}

/**
 * The receipt of a contact message, to its sender (issue 55): at most 500 characters of the message (the database
 * cuts it, and the mail says so), no greeting by name, no link but the site's.
 */
function contactReceiptMail(m: OutboxMessage, site: MailSite, t: MailTemplates): Mail {
  const p = m.params as MailParams<"contact_receipt">;
  const message = str(p.message).replace(/\r\n?/g, "\n").trim();
  const copied = str(p.message).length;
  const length = count(p.message_length) ?? copied;
  return {
    from: `${site.brandName} <${site.fromAddress}>`,
    to: str(m.recipient),
    ...compose(t.contact_receipt, site, {
      plain: {
        name: str(p.name).trim() || "not given",
        phone: str(p.phone) || "not given",
        goal: str(p.goal) || "not given",
        received: dayAndTime(p.received_at),
        message: message || "(no message)",
        cut_note:
          length > copied
            ? `Your message was longer: this copy shows its first ${copied.toLocaleString("en-US")} of ${length.toLocaleString("en-US")} characters. The team has all of it.`
            : "The team has received the whole message.",
        answer_time: ANSWER_TIME,
      },
      html: { message_html: escapeHtml(message || "(no message)").replace(/\n/g, "<br />") },
    }),
    headers: {},
  };
}

/**
 * To a listed address that joined again (issue 56): confirm the place while it is not confirmed, else open the
 * member's page; the place as the confirmation mail says it.
 */
function waitlistAgainMail(m: OutboxMessage, site: MailSite, t: MailTemplates): Mail {
  const p = m.params as MailParams<"waitlist_again">;
  const manage = manageLink(site.siteUrl, p.manage_token);
  const pending = Boolean(p.confirm_token);
  const action = pending ? `${trimSlash(site.siteUrl)}${CONFIRM_PATH}#token=${str(p.confirm_token)}` : manage;
  return {
    from: `${site.brandName} <${site.fromAddress}>`,
    to: str(m.recipient),
    ...compose(t.waitlist_again, site, {
      plain: {
        name: firstName(p.name),
        action_url: action,
        action_short: shortLink(action),
        action_label: pending ? "Confirm my place" : "Open my page",
        status_sentence: pending
          ? `Your place is not confirmed yet, and only confirmed places are invited. Confirm it with this button: the link works once and until ${longDay(p.expires_at)}.`
          : "Your place is confirmed. Your own page shows where you are in line and lets you change what we send you.",
        place_sentence: placeWords({ place: p.place, total: p.total, confirmed_total: p.confirmed_total }),
        manage_url: manage,
      },
    }),
    headers: { "List-Unsubscribe": `<${manage}>` },
  };
}

const contactList = (v: unknown): ContactSender[] =>
  (Array.isArray(v) ? v : []).flatMap((e: Record<string, unknown>) =>
    e && typeof e === "object"
      ? [{ name: str(e.name), email: str(e.email), goal: str(e.goal), received_at: str(e.received_at) }]
      : [],
  );

/** The team's summary of one closed hour's contact messages over the hourly cap (issue 56). */
function contactSummaryMail(m: OutboxMessage, site: MailSite, t: MailTemplates): Mail {
  const p = m.params as Partial<MailParams<"contact_team_summary">>;
  const held = count(p.held) ?? 0;
  const list = contactList(p.messages);
  const start = dateOf(p.hour_start);
  const end = dateOf(p.hour_end);
  const clock = (d: Date) =>
    d.toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" });
  const hour = start && end ? `${longDay(p.hour_start)}, ${clock(start)} and ${clock(end)} UTC` : str(p.hour_start);
  const rows = list.map((e) => ({
    name: e.name.trim() || "someone",
    email: e.email,
    goal: e.goal,
    received: dateOf(e.received_at) ? clock(dateOf(e.received_at) as Date) : e.received_at,
  }));
  const row = t.contact_summary_row;
  return {
    from: `${site.brandName} website <${site.fromAddress}>`,
    to: site.teamAddress,
    ...compose(t.contact_team_summary, site, {
      plain: {
        held: held.toLocaleString("en-US"),
        cap: String(count(p.cap) ?? MISSING),
        mailed: String(count(p.mailed) ?? MISSING),
        hour,
        list_note:
          held > list.length
            ? `The first ${list.length} of them, by time received (UTC); the other ${(held - list.length).toLocaleString("en-US")} are in the table.`
            : "All of them, by time received (UTC).",
        team_address: site.teamAddress,
      },
      html: { message_rows: rows.map((r) => fill(row.html, r, {}, true)).join("\n") },
      text: { message_rows: rows.map((r) => fill(row.text, r, {}, false)).join("\n") },
    }),
    headers: {},
  };
}

export function renderMail(message: OutboxMessage, site: MailSite, templates: MailTemplates = TEMPLATES): Mail {
  switch (message.kind) {
    case "waitlist_confirm":
      return confirmMail(message, site, templates);
    case "contact_team":
      return contactMail(message, site, templates);
    case "contact_receipt":
      return contactReceiptMail(message, site, templates);
    case "waitlist_digest":
      return digestMail(message, site, templates);
    case "waitlist_seat_ready":
      return seatReadyMail(message, site, templates);
    case "waitlist_again":
      return waitlistAgainMail(message, site, templates);
    case "contact_team_summary":
      return contactSummaryMail(message, site, templates);
    default:
      throw new Error(`Unknown outbox kind: ${String((message as { kind: unknown }).kind)}`);
  }
}
