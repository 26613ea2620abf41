// Supabase Edge Function: drains the outbox through Resend. Deploy with
// `npx supabase functions deploy send-outbox --no-verify-jwt` (it checks its own secret: handler.ts); a pg_cron
// schedule calls it every minute, and optionally a Database Webhook on outbox inserts (docs/operators/lifecycle.md).
import { handleSendOutbox } from "./handler.ts";

Deno.serve(handleSendOutbox);
