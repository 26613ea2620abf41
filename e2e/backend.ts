import { expect, type Page } from "@playwright/test";
import { LOCAL_API_URL, SERVICE_ROLE_KEY } from "../backend/keys";

export const BACKEND_URL = LOCAL_API_URL;

export interface StoredRow {
  id: string;
  form: string;
  name: string;
  email: string;
  phone: string | null;
  goal: string;
  message: string;
  attribution: Record<string, string> | null;
  submission_id: string;
}

/** Reads rows back as the team would: through the REST API with the service role (RLS does not apply to it). */
export async function rowsFor(email: string): Promise<StoredRow[]> {
  const response = await fetch(
    `${BACKEND_URL}/rest/v1/contact_messages?select=*&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
  );
  if (!response.ok) throw new Error(`service-role read failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Stores a waitlist row straight into the database as the service role (as an import would): someone already in line. */
export async function storeAsService(row: { name: string; email: string; created_at?: string }): Promise<void> {
  const res = await fetch(`${BACKEND_URL}/rest/v1/contact_messages`, {
    method: "POST",
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ form: "waitlist", goal: "Other", message: "early", ...row }),
  });
  expect(res.status, await res.text()).toBe(201);
}

/** The one row stored for an address: fails when there is none, or more than one. */
export async function onlyRowFor(email: string): Promise<StoredRow> {
  const rows = await rowsFor(email);
  expect(rows, `rows stored for ${email}`).toHaveLength(1);
  return rows[0];
}

/** The form shows its success heading, and exactly one row holding `expected` is stored for the address. */
export async function confirmedAndStored(
  page: Page,
  heading: string,
  email: string,
  expected: Partial<StoredRow>,
): Promise<void> {
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  expect(await onlyRowFor(email)).toMatchObject(expected);
}

let counter = 0;
/** An address no other test uses, so parallel tests can count their own rows. */
export const uniqueEmail = (label: string) => `${label}.${process.pid}.${Date.now()}.${(counter += 1)}@example.com`;

/** A member's place in the line as the database has it (waitlist_line, the team's function, as the service role). */
export async function placeInLineOf(email: string): Promise<number> {
  const { id } = await onlyRowFor(email);
  const response = await fetch(`${BACKEND_URL}/rest/v1/rpc/waitlist_line`, {
    method: "POST",
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
    },
    body: "{}",
  });
  if (!response.ok) throw new Error(`waitlist_line failed: ${response.status} ${await response.text()}`);
  const line = (await response.json()) as { message_id: string; place: number }[];
  const place = line.find((entry) => entry.message_id === id)?.place;
  if (place === undefined) throw new Error(`${email} is not in line`);
  return Number(place);
}

/**
 * The place a member's page shows, checked against the database: "You're number N of M on the waitlist." says the
 * database's N; while the list is young (issue 55) the page says "You're among the first people on the list." and
 * the place is the database's.
 */
export async function placeShown(page: Page, email: string): Promise<number> {
  const sentence = page.getByText(
    /^You're (number [\d,]+ of [\d,]+ on the waitlist|among the first people on the list)\.$/,
  );
  await expect(sentence).toBeVisible();
  await expect(page.getByText(/\b1 of 1\b/)).toHaveCount(0);
  const place = await placeInLineOf(email);
  const shown = /number ([\d,]+)/.exec((await sentence.textContent()) ?? "")?.[1];
  if (shown) expect(Number(shown.replace(/,/g, ""))).toBe(place);
  return place;
}
