// `npm run signups:invite -- --next N [--dry-run] [--batch NAME]`: lets the next N confirmed members in (line order,
// referral boosts included): marks them invited, takes them off the line and queues "Your early-access seat is
// ready" through the outbox, in one transaction (waitlist_invite_next,
// supabase/migrations/20261122000700_waitlist_invitations.sql). Prints who, as a table. Same variables as
// signups:report (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY). --dry-run lists who would be invited and changes
// nothing. --batch names the batch: running the same name again invites nobody else and sends nothing twice.
import { readArgs } from "./args";
import { targetFromEnv } from "./export";
import { printErrorSafe, printSafe } from "./terminal";

const USAGE = `Usage: npm run signups:invite -- --next N [--dry-run] [--batch NAME]
Invites the next N confirmed members in line order and queues their "seat ready" e-mail.
  --dry-run       list who would be invited; change nothing
  --batch NAME    name the batch (letters, digits, _ . : -); the same name again invites nobody else
  SUPABASE_URL               default http://127.0.0.1:54321 (the local backend)
  SUPABASE_SERVICE_ROLE_KEY  required unless SUPABASE_URL is the local backend`;

export interface InviteOptions {
  next: number;
  dryRun: boolean;
  batch?: string;
}

/** One row of waitlist_invite_next's answer. */
export interface Invitation {
  status: "invited" | "would be invited" | "already invited in this batch";
  /** The member's place in line before this batch (null for a batch run before). */
  place: number | null;
  name: string;
  email: string;
  joined_at: string;
  referrals: number;
  invited_at: string | null;
  batch_id: string | null;
  /** queued [, delayed by the hourly cap until …] | no mail (unsubscribed) | would be queued … | sent */
  mail: string;
}

export function parseInviteArgs(argv: string[]): InviteOptions {
  const args = readArgs(argv, { strings: ["next", "batch"], booleans: ["dry-run"] }, USAGE.split("\n")[0]);
  if (args.next === undefined) throw new Error(`--next N is required. ${USAGE.split("\n")[0]}`);
  const next = args.next.trim() === "" ? NaN : Number(args.next);
  if (!Number.isInteger(next) || next < 1 || next > 10000)
    throw new Error(`--next needs a whole number from 1 to 10000, not "${args.next}"`);
  if (args.batch !== undefined && !/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/.test(args.batch))
    throw new Error(`--batch needs 1 to 64 letters, digits, _ . : or - (starting with a letter or digit)`);
  return { next, dryRun: args["dry-run"], batch: args.batch };
}

/** Calls waitlist_invite_next through the REST API; the rows it answered. */
export async function invite(baseUrl: string, key: string, options: InviteOptions): Promise<Invitation[]> {
  const res = await fetch(`${baseUrl.replace(/\/+$/, "")}/rest/v1/rpc/waitlist_invite_next`, {
    method: "POST",
    headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ n: options.next, batch: options.batch ?? null, dry_run: options.dryRun }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /rest/v1/rpc/waitlist_invite_next answered ${res.status}: ${text}`);
  return JSON.parse(text) as Invitation[];
}

const when = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16).replace("T", " ") : "");

/** The rows as a plain text table, and a line saying what happened. */
export function renderInvitations(rows: Invitation[], options: InviteOptions): string {
  const head = ["#", "place", "name", "e-mail", "joined (UTC)", "referrals", "mail"];
  const body = rows.map((r, i) => [
    String(i + 1),
    r.place === null ? "" : String(r.place),
    r.name,
    r.email,
    when(r.joined_at),
    String(r.referrals),
    r.mail,
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((row) => row[c].length)));
  const numeric = new Set([0, 1, 5]);
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (numeric.has(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join("  ")
      .trimEnd();
  const batch = rows[0]?.batch_id;
  let summary: string;
  if (rows.length === 0) {
    summary = options.dryRun
      ? "Dry run: nobody would be invited: no confirmed member is waiting."
      : "Nobody invited: no confirmed member is waiting.";
  } else if (rows[0].status === "would be invited") {
    summary = `Dry run: these ${rows.length} member(s) would be invited. Nothing was changed.`;
  } else if (rows[0].status === "already invited in this batch") {
    summary = `Batch ${batch} was run before: these ${rows.length} member(s) were invited then. Nobody else was invited, and no e-mail was sent again.`;
  } else {
    const noMail = rows.filter((r) => r.mail.startsWith("no mail")).length;
    const delayed = rows.filter((r) => r.mail.includes("delayed")).length;
    summary =
      `Invited ${rows.length} member(s) in batch ${batch} at ${when(rows[0].invited_at)} UTC` +
      (rows.length < options.next ? ` (only ${rows.length} confirmed member(s) were waiting)` : "") +
      `. ${rows.length - noMail} "seat ready" e-mail(s) queued` +
      (delayed ? `, ${delayed} of them delayed by the hourly cap` : "") +
      (noMail ? `; ${noMail} unsubscribed, so not e-mailed (their page says the seat is ready)` : "") +
      `. Run it again with --batch ${batch} and nobody else is invited.`;
  }
  return [...(rows.length ? [line(head), ...body.map(line), ""] : []), summary, ""].join("\n");
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  const options = parseInviteArgs(argv);
  const { baseUrl, key } = targetFromEnv();
  let rows: Invitation[];
  try {
    rows = await invite(baseUrl, key, options);
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause;
    if (cause?.code === "ECONNREFUSED")
      throw new Error(`Nothing answers at ${baseUrl}. Is the backend running (npm run backend)?`);
    throw e;
  }
  printSafe(renderInvitations(rows, options));
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    printErrorSafe(e);
    process.exit(1);
  });
}
