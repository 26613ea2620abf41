/**
 * The payload rules of spec section 7: what the contact and waitlist forms insert into contact_messages.
 */

export const WAITLIST_MESSAGE = "I would like to join the waitlist for early access.";
export const DEFAULT_GOAL = "General inquiry";

export type Attribution = Record<string, string>;

export interface ContactMessageRow {
  submission_id: string;
  form: "waitlist" | "contact";
  name: string;
  email: string;
  phone: string | null;
  goal: string;
  message: string;
  attribution: Attribution | null;
}

export interface WaitlistValues {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  videoType: string;
}

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  videoCount: string;
  purpose: string;
  message: string;
}

/** null when no number was typed; otherwise the dialling code joined to the number. */
export function joinPhone(countryCode: string, number: string): string | null {
  const trimmed = number.trim();
  if (!trimmed) return null;
  return `${countryCode} ${trimmed}`;
}

/** The waitlist page's source parameter and any utm_* parameters, or null when there are none. */
export function attributionFrom(search: string): Attribution | null {
  const params = new URLSearchParams(search);
  const result: Attribution = {};
  params.forEach((value, key) => {
    const name = key.toLowerCase();
    if ((name === "source" || name.startsWith("utm_")) && value.trim() && Object.keys(result).length < 10) {
      result[name] = value.trim().slice(0, 200);
    }
  });
  return Object.keys(result).length > 0 ? result : null;
}

/** A row before it gets its submission id (use-submission adds it, reusing it across retries). */
export type DraftRow = Omit<ContactMessageRow, "submission_id">;

export function waitlistRow(values: WaitlistValues, attribution: Attribution | null): DraftRow {
  return {
    form: "waitlist",
    name: values.name.trim(),
    email: values.email.trim(),
    phone: joinPhone(values.countryCode, values.phone),
    goal: values.videoType,
    message: WAITLIST_MESSAGE,
    attribution,
  };
}

/** The sentence stored when the contact form's message is left empty. */
export function generatedContactMessage(videoCount: string, purpose: string): string {
  const goal = purpose.trim();
  return goal
    ? `I plan to make about ${videoCount} videos per month, mainly for: ${goal}.`
    : `I plan to make about ${videoCount} videos per month and would like to learn more.`;
}

export function contactRow(values: ContactValues): DraftRow {
  const purpose = values.purpose.trim();
  const message = values.message.trim();
  return {
    form: "contact",
    name: values.name.trim(),
    email: values.email.trim(),
    phone: joinPhone(values.countryCode, values.phone),
    goal: purpose || DEFAULT_GOAL,
    message: message || generatedContactMessage(values.videoCount, purpose),
    attribution: null,
  };
}
