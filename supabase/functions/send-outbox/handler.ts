// The send-outbox function's request handler (index.ts serves it). It takes no input: it only sends what the
// database queued, so nobody can make it mail an address of their choosing.
//
// Secrets (`supabase secrets set`): RESEND_API_KEY, OUTBOX_SECRET (callers send it as `Authorization: Bearer`).
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform. RESEND_API_URL is for tests only.
import { createHash, timingSafeEqual } from "node:crypto";
import { createClient } from "npm:@supabase/supabase-js@2.109.0";
import { drainOutbox, type Rpc } from "../_shared/drain.ts";
import { resendSender } from "../_shared/resend.ts";
import { SITE } from "../_shared/site.ts";

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The secret ${name} is not set (supabase secrets set ${name}=...).`);
  return value;
};

/**
 * The caller's secret against ours in constant time, with the platform's timingSafeEqual (node:crypto, built into
 * Deno and the Edge Runtime). It needs two buffers of one length, so both sides are hashed first: the comparison
 * then tells nothing about the secret's length either.
 */
const sha256 = (text: string) => createHash("sha256").update(text).digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(sha256(given), sha256(expected));

export async function handleSendOutbox(req: Request): Promise<Response> {
  if (req.method !== "POST") return new Response("POST only", { status: 405, headers: { Allow: "POST" } });
  const given = (req.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "");
  if (!sameSecret(given, env("OUTBOX_SECRET"))) return new Response("Unauthorized", { status: 401 });

  const supabase = createClient(env("SUPABASE_URL"), env("SUPABASE_SERVICE_ROLE_KEY"), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const rpc: Rpc = async (fn, args) => {
    const { data, error } = await supabase.rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.message}`);
    return data;
  };
  try {
    const send = resendSender(env("RESEND_API_KEY"), Deno.env.get("RESEND_API_URL") || undefined);
    return Response.json(await drainOutbox(rpc, send, SITE));
  } catch (error) {
    console.error("send-outbox failed:", error);
    return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 500 });
  }
}
