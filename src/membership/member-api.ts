/**
 * The waitlist's database functions, called with the anon key through supabase-js (POST /rest/v1/rpc/<name>). Each
 * takes a token from a link: nobody can read or list rows. Loaded lazily (lazy.ts), like the forms' sending. A failed request throws; an answer in another shape
 * throws UnexpectedAnswer.
 */
import { getSupabase } from "../lib/supabase";
import { publicFiguresOf, type PublicFigures } from "../lib/waitlist-figures";
import { UnexpectedAnswer, confirmAnswerOf, statusAnswerOf, type ConfirmAnswer, type StatusAnswer } from "./member";

async function call(name: string, args: Record<string, unknown>): Promise<unknown> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data;
}

/** Opens a confirmation link. */
export async function confirm(token: string): Promise<ConfirmAnswer> {
  return confirmAnswerOf(await call("waitlist_confirm", { token }));
}

/** What the management link shows. */
export async function status(token: string): Promise<StatusAnswer> {
  return statusAnswerOf(await call("waitlist_status", { token }));
}

/** Stops (false) or resumes (true) e-mail to the member. */
export async function setSubscribed(token: string, subscribed: boolean): Promise<StatusAnswer> {
  return statusAnswerOf(await call("waitlist_set_subscribed", { token, subscribed }));
}

/**
 * A new confirmation link by e-mail. sent is false when none was queued: the hourly cap held it back (or the member
 * is confirmed or unsubscribed meanwhile, which the answer's member shows).
 */
export async function resendConfirmation(token: string): Promise<StatusAnswer & { sent: boolean }> {
  const data = await call("waitlist_resend_confirmation", { token });
  return { ...statusAnswerOf(data), sent: (data as { sent?: unknown }).sent === true };
}

/** Deletes what identifies the member (the row is anonymised). */
export async function deleteData(token: string): Promise<{ status: "deleted" | "invalid" }> {
  const answer = statusAnswerOf(await call("waitlist_delete", { token }));
  if (answer.status === "ok") throw new UnexpectedAnswer("waitlist_delete answered ok");
  return answer;
}

/** The waitlist's public figures (rounded down) and the last wave of invitations; null in another shape. */
export async function publicFigures(): Promise<PublicFigures | null> {
  return publicFiguresOf(await call("waitlist_public_figures", {}));
}
