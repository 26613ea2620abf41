// `npm run signups:export -- --out file.csv` (or `npm run --silent signups:export > file.csv`): all
// contact_messages as CSV, oldest first, read through the REST API with the service role key, with each waitlist
// member's invitation time (invited_at, empty until `npm run signups:invite` lets them in).
//   SUPABASE_URL               default http://127.0.0.1:54321 (the local backend)
//   SUPABASE_SERVICE_ROLE_KEY  required unless SUPABASE_URL is the local backend
// Cells starting with = + - @ (a phone number's "+44 …" too) get a leading apostrophe, so a spreadsheet shows
// them as text instead of running them as a formula (CSV formula injection) or turning a number into a sum.
import fs from "node:fs";
import { LOCAL_API_URL, SERVICE_ROLE_KEY } from "../../backend/keys";
import { readArgs } from "./args";
import { printErrorSafe, printSafe } from "./terminal";

const USAGE = `Usage: npm run signups:export [-- --out file.csv]   or   npm run --silent signups:export > file.csv
All contact_messages as CSV, oldest first, through the REST API with the service role key.
  SUPABASE_URL               default http://127.0.0.1:54321 (the local backend)
  SUPABASE_SERVICE_ROLE_KEY  required unless SUPABASE_URL is the local backend`;

// The first video's choices (issue 46) follow the message, which holds its idea.
const COLUMNS = [
  "id",
  "created_at",
  "form",
  "name",
  "email",
  "phone",
  "goal",
  "message",
  "first_video_language",
  "first_video_minutes",
  "first_video_mode",
  "first_video_start_with",
  "first_video_template",
  "attribution",
] as const;
/** The CSV's columns: the table's, then when the member was invited (waitlist_members.invited_at). */
const CSV_COLUMNS = [...COLUMNS, "invited_at"] as const;
const PAGE_SIZE = 1000; // hosted PostgREST caps responses at max-rows (1000 by default on Supabase)

/** One CSV cell: formula-looking text is neutralised for spreadsheets (see the top), then RFC 4180 quoting. */
export function csvCell(value: unknown): string {
  let s =
    value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: Record<string, unknown>[]): string {
  const lines = [CSV_COLUMNS.join(","), ...rows.map((r) => CSV_COLUMNS.map((c) => csvCell(r[c])).join(","))];
  return lines.join("\r\n") + "\r\n";
}

function isLocal(url: string): boolean {
  try {
    const u = new URL(url);
    return ["127.0.0.1", "localhost", "[::1]"].includes(u.hostname) && (u.port || "80") === new URL(LOCAL_API_URL).port;
  } catch {
    return false;
  }
}

/** Pages through `path` (a table or view with the query given) until a short page. */
export async function fetchPages(
  baseUrl: string,
  key: string,
  path: string,
  pageSize: number,
): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const url = new URL(`${baseUrl.replace(/\/+$/, "")}/rest/v1/${path}`);
    url.searchParams.set("limit", String(pageSize));
    url.searchParams.set("offset", String(offset));
    const res = await fetch(url, {
      headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: "application/json" },
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`GET ${url.pathname} answered ${res.status}: ${text}`);
    const page = JSON.parse(text) as Record<string, unknown>[];
    rows.push(...page);
    if (page.length < pageSize) return rows;
  }
}

export async function fetchAll(baseUrl: string, key: string, pageSize = PAGE_SIZE): Promise<Record<string, unknown>[]> {
  // id breaks ties so paging is stable when two rows share a timestamp.
  return fetchPages(baseUrl, key, `contact_messages?select=${COLUMNS.join(",")}&order=created_at.asc,id.asc`, pageSize);
}

/** Every row as fetchAll reads it, with its member's invitation time (invited_at; null for the contact form). */
export async function fetchWithInvitations(
  baseUrl: string,
  key: string,
  pageSize = PAGE_SIZE,
): Promise<Record<string, unknown>[]> {
  const [rows, members] = await Promise.all([
    fetchAll(baseUrl, key, pageSize),
    fetchPages(baseUrl, key, "waitlist_members?select=message_id,invited_at&order=message_id.asc", pageSize),
  ]);
  const invited = new Map(members.map((m) => [m.message_id, m.invited_at]));
  return rows.map((r) => ({ ...r, invited_at: invited.get(r.id) ?? null }));
}

/** Where to read from and with which key: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or the local backend. */
export function targetFromEnv(env = process.env): { baseUrl: string; key: string } {
  const baseUrl = env.SUPABASE_URL || LOCAL_API_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (key) return { baseUrl, key };
  if (!isLocal(baseUrl)) {
    throw new Error(`SUPABASE_SERVICE_ROLE_KEY is required for ${baseUrl} (the local demo key only works locally).`);
  }
  return { baseUrl, key: SERVICE_ROLE_KEY };
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  const { out } = readArgs(argv, { strings: ["out"] }, "Usage: signups:export [--out file.csv]");
  if (out === "") throw new Error("--out needs a file name");

  // `npm run` (without --silent) prints its banner into stdout first: redirected, it would end up in the file.
  if (
    !out &&
    !process.stdout.isTTY &&
    process.env.npm_lifecycle_event &&
    process.env.npm_config_loglevel !== "silent"
  ) {
    throw new Error(
      "npm wrote its banner into the redirected output, so it is not clean CSV. Use `npm run signups:export -- --out file.csv` or `npm run --silent signups:export > file.csv`.",
    );
  }
  const { baseUrl, key } = targetFromEnv();

  let rows: Record<string, unknown>[];
  try {
    rows = await fetchWithInvitations(baseUrl, key);
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause;
    if (cause?.code === "ECONNREFUSED")
      throw new Error(`Nothing answers at ${baseUrl}. Is the backend running (npm run backend)?`);
    throw e;
  }
  const csv = toCsv(rows);
  if (out) {
    fs.writeFileSync(out, csv);
    console.error(`Wrote ${rows.length} row(s) to ${out}`);
  } else {
    printSafe(csv); // --out keeps the rows as stored
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    printErrorSafe(e);
    process.exit(1);
  });
}
