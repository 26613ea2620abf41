// `npm run signups:reinvite [-- --batch N]`: sends the confirmation mail, with new links, to the members who were
// never sent one (waitlist rows stored before confirmation links existed), through the outbox and its hourly cap.
// Same variables as signups:report (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY). Safe to run again: a member is
// invited once; those held back by the hourly cap are picked up by the next run.
import { readArgs } from "./args";
import { targetFromEnv } from "./export";
import { printErrorSafe } from "./terminal";

const USAGE = `Usage: npm run signups:reinvite [-- --batch N]
Sends the confirmation mail to at most N (100) members stored before confirmation links existed, through the outbox.
  SUPABASE_URL               default http://127.0.0.1:54321 (the local backend)
  SUPABASE_SERVICE_ROLE_KEY  required unless SUPABASE_URL is the local backend`;

/** Calls waitlist_reinvite (supabase/migrations/20261122000700_waitlist_invitations.sql); how many mails it queued. */
export async function reinvite(baseUrl: string, key: string, batch: number): Promise<number> {
  const res = await fetch(`${baseUrl.replace(/\/+$/, "")}/rest/v1/rpc/waitlist_reinvite`, {
    method: "POST",
    headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ batch }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /rest/v1/rpc/waitlist_reinvite answered ${res.status}: ${text}`);
  return Number(JSON.parse(text));
}

export function parseBatch(argv: string[]): number {
  const value = readArgs(argv, { strings: ["batch"] }, "Usage: signups:reinvite [--batch N]").batch ?? "100";
  const batch = value.trim() === "" ? NaN : Number(value);
  if (!Number.isInteger(batch) || batch < 1) throw new Error(`--batch needs a whole number from 1, not "${value}"`);
  return batch;
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  const batch = parseBatch(argv);
  const { baseUrl, key } = targetFromEnv();
  let queued: number;
  try {
    queued = await reinvite(baseUrl, key, batch);
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause;
    if (cause?.code === "ECONNREFUSED")
      throw new Error(`Nothing answers at ${baseUrl}. Is the backend running (npm run backend)?`);
    throw e;
  }
  console.log(
    `Queued ${queued} confirmation e-mail(s) to members who were never sent a link (at most ${batch} a run).` +
      (queued === batch ? " Run it again for the rest." : ""),
  );
  console.log("`npm run signups:report` shows how many are left and how many the hourly cap held back.");
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    printErrorSafe(e);
    process.exit(1);
  });
}
