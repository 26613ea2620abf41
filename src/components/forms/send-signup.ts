/**
 * Sending a sign-up: the row it stores and the insert (supabase-js is one more dynamic import, in lib/supabase.ts,
 * so it never runs during the static build). Loaded with the form as its island wakes (FormIsland.tsx).
 */
import { getSupabase } from "../../lib/supabase";
import { draftRow, resultOf, type ContactMessageRow, type InsertResult, type SignupRequest } from "./rules";
import { visitForSignup } from "../../analytics/signup";
import { plainRow } from "./plain-text";

/**
 * The row a request stores, attributed to this tab's visit (analytics/signup.ts visitForSignup) and the page, its
 * texts without the control characters the database refuses (plain-text.ts).
 */
export function rowFor(request: SignupRequest) {
  return plainRow(draftRow(request, visitForSignup()));
}

/** Starts loading the client while the visitor fills a form, so submitting does not wait for it. */
export function warmUp(): void {
  getSupabase().catch(() => undefined);
}

/** Inserts one row into contact_messages (the inserted row is not read back) and says how it ended. */
export async function sendRow(row: ContactMessageRow): Promise<InsertResult> {
  let error;
  try {
    const supabase = await getSupabase();
    ({ error } = await supabase.from("contact_messages").insert(row));
  } catch (thrown) {
    error = { message: thrown instanceof Error ? thrown.message : String(thrown) };
  }
  const result = resultOf(error);
  if (result.kind === "failed") console.error("Form submission failed:", error);
  return result;
}
