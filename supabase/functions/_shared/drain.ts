/**
 * Drains the outbox once: queue yesterday's digest (once per day), then claim due messages, send each under its
 * own idempotency key and mark it sent. Shared by the Edge Function (send-outbox) and the local .eml drain; the
 * database functions it calls are in supabase/migrations/20261122000300_outbox.sql and
 * 20261122001100_waitlist_reports.sql.
 */
import { renderMail, type Mail, type MailSite, type OutboxMessage } from "./mail.ts";

/** Calls a database function as the service role (supabase.rpc); throws on an error. */
export type Rpc = (fn: string, args?: Record<string, unknown>) => Promise<unknown>;

/**
 * Delivers one mail. `key` is the same for every attempt at one outbox message: a provider's idempotency key,
 * or the .eml file's name, so a message sent before a crash is not sent again on the re-run.
 */
export type Send = (mail: Mail, key: string) => Promise<void>;

export interface DrainResult {
  sent: number;
  failed: number;
  digestQueued: boolean;
}

/** The key of one message: its id and creation time (a local database that was reset reuses ids). */
const messageKey = (m: Pick<OutboxMessage, "id" | "kind" | "created_at">) =>
  `outbox-${String(m.id).padStart(6, "0")}-${m.kind}-${new Date(m.created_at).getTime()}`;

export async function drainOutbox(rpc: Rpc, send: Send, site: MailSite, batch = 20): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0, digestQueued: (await rpc("outbox_enqueue_digest")) === true };
  for (;;) {
    const claimed = ((await rpc("outbox_claim", { batch })) ?? []) as OutboxMessage[];
    for (const message of claimed.sort((a, b) => a.id - b.id)) {
      try {
        await send(renderMail(message, site), messageKey(message));
      } catch (error) {
        result.failed++;
        await rpc("outbox_failed", { id: message.id, error: error instanceof Error ? error.message : String(error) });
        continue;
      }
      await rpc("outbox_sent", { id: message.id });
      result.sent++;
    }
    if (claimed.length < batch) return result;
  }
}
