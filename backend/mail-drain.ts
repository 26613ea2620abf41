// The local stand-in for the Edge Function that sends the outbox (supabase/functions/send-outbox): the same
// drain (supabase/functions/_shared/drain.ts), called as the service role through this backend's REST API, with
// each mail written as an .eml file (MAIL_DIR, default .data/mail/) instead of being sent. Open one with any mail
// program, or read it as text. The same loop rolls up the visit counter's complete days (public.site_rollup, once
// a minute), and runs public.contact_messages_hourly (the per-network digests' expiry, the team's hourly summary of
// contact messages over its cap; issue 56) as often, both of which pg_cron does hourly on hosted Supabase
// (docs/operators/deploy.md).
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import MailComposer from "nodemailer/lib/mail-composer";
import { drainOutbox, type DrainResult, type Rpc, type Send } from "../supabase/functions/_shared/drain.ts";
import type { Mail, MailSite } from "../supabase/functions/_shared/mail.ts";
import { SITE } from "../supabase/functions/_shared/site.ts";
import { REPO_ROOT } from "./database";
import { SERVICE_ROLE_KEY } from "./keys";

export const DEFAULT_MAIL_DIR = path.join(REPO_ROOT, ".data", "mail");

/** The mail as an RFC 5322 message (text and HTML alternatives), built by nodemailer's composer. */
function emlOf(mail: Mail, key: string): Promise<Buffer> {
  return new MailComposer({
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    messageId: `<${key}@outbox.local>`,
  })
    .compile()
    .build();
}

/**
 * Writes each mail to `<dir>/<key>.eml`, once: the file is written under a temporary name and then linked to
 * its final name, which fails if a previous run already delivered it (a crash after writing, before the
 * database marked it sent), so a re-run never makes a second copy.
 * @internal Exported for its tests only (knip --production).
 */
export function emlSender(dir: string): Send {
  return async (mail, key) => {
    fs.mkdirSync(dir, { recursive: true });
    const final = path.join(dir, `${key}.eml`);
    const temp = path.join(dir, `.${key}.${process.pid}.tmp`);
    fs.writeFileSync(temp, await emlOf(mail, key));
    try {
      fs.linkSync(temp, final);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  };
}

class NoWebSocket {
  constructor() {
    throw new Error("The outbox drain does not use realtime.");
  }
}

/** Database functions called through the REST API as the service role, as the Edge Function calls them. */
export function serviceRpc(apiUrl: string, serviceKey = SERVICE_ROLE_KEY): Rpc {
  const supabase = createClient(apiUrl, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket, which supabase-js asks for up front; this client never opens one.
    realtime: { transport: NoWebSocket as never },
  });
  return async (fn, args) => {
    const { data, error } = await supabase.rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.message}`);
    return data;
  };
}

export interface MailDrain {
  /** One drain now (also what the interval runs). */
  drainNow(): Promise<DrainResult>;
  /** One roll-up of the visit counter now (also what the interval runs every `rollupEveryMs`): its summary. */
  rollupNow(): Promise<unknown>;
  /** One run of contact_messages_hourly now (also what the interval runs every `rollupEveryMs`): what it did. */
  contactHourlyNow(): Promise<unknown>;
  stop(): Promise<void>;
}

/** How often the drain loop rolls up the visit counter: hosted runs it hourly, locally a minute shows it sooner. */
const ROLLUP_EVERY_MS = 60_000;

/**
 * Drains every `intervalMs` (one at a time). `siteUrl` replaces the site's address in the links, so a mail
 * opened during `npm start` leads to the local site.
 */
export function startMailDrain(options: {
  apiUrl: string;
  dir?: string;
  siteUrl?: string;
  intervalMs?: number;
  /**
   * Every how many ms the loop also calls site_rollup and contact_messages_hourly (the first time on its first
   * turn); 0 = never.
   */
  rollupEveryMs?: number;
  onError?: (error: unknown) => void;
}): MailDrain {
  const site: MailSite = { ...SITE, ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}) };
  const rpc = serviceRpc(options.apiUrl);
  const send = emlSender(options.dir ?? DEFAULT_MAIL_DIR);
  let running: Promise<DrainResult> | null = null;
  const drainNow = () => {
    running ??= drainOutbox(rpc, send, site).finally(() => {
      running = null;
    });
    return running;
  };
  let rolling: Promise<unknown> | null = null;
  const rollupNow = () => {
    rolling ??= rpc("site_rollup", {}).finally(() => {
      rolling = null;
    });
    return rolling;
  };
  let tidying: Promise<unknown> | null = null;
  const contactHourlyNow = () => {
    tidying ??= rpc("contact_messages_hourly", {}).finally(() => {
      tidying = null;
    });
    return tidying;
  };
  const rollupEveryMs = options.rollupEveryMs ?? ROLLUP_EVERY_MS;
  let lastRollup = -Infinity;
  const timer = setInterval(() => {
    drainNow().catch((error) => (options.onError ?? ((e) => console.error("[mail] drain failed:", e)))(error));
    if (rollupEveryMs > 0 && Date.now() - lastRollup >= rollupEveryMs) {
      lastRollup = Date.now();
      rollupNow().catch((error) =>
        (options.onError ?? ((e) => console.error("[analytics] site_rollup failed:", e)))(error),
      );
      contactHourlyNow().catch((error) =>
        (options.onError ?? ((e) => console.error("[mail] contact_messages_hourly failed:", e)))(error),
      );
    }
  }, options.intervalMs ?? 1000);
  return {
    drainNow,
    rollupNow,
    contactHourlyNow,
    async stop() {
      clearInterval(timer);
      await Promise.all([
        running?.catch(() => undefined),
        rolling?.catch(() => undefined),
        tidying?.catch(() => undefined),
      ]);
    },
  };
}
