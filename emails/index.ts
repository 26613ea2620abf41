// Every message the outbox sends, as React Email components with their plain-text twins, and the row templates the
// sender repeats. tools/generate/mail-templates.ts renders them ahead into supabase/functions/_shared/mail-templates.ts.
import type * as React from "react";
import * as confirm from "./confirm";
import * as contact from "./contact";
import * as contactReceipt from "./contact-receipt";
import * as contactSummary from "./contact-summary";
import * as digest from "./digest";
import * as seatReady from "./seat-ready";
import * as waitlistAgain from "./waitlist-again";

export interface MessageSource {
  Component: () => React.ReactElement;
  subject: string;
  text: string;
}

export interface RowSource {
  Row: () => React.ReactElement;
  text: string;
}

/** One per outbox kind (OutboxMessage["kind"]). */
export const MESSAGES = {
  waitlist_confirm: { Component: confirm.ConfirmEmail, subject: confirm.words.subject, text: confirm.text },
  waitlist_seat_ready: { Component: seatReady.SeatReadyEmail, subject: seatReady.words.subject, text: seatReady.text },
  contact_team: { Component: contact.ContactEmail, subject: contact.words.subject, text: contact.text },
  contact_receipt: {
    Component: contactReceipt.ContactReceiptEmail,
    subject: contactReceipt.words.subject,
    text: contactReceipt.text,
  },
  waitlist_digest: { Component: digest.DigestEmail, subject: digest.words.subject, text: digest.text },
  waitlist_again: {
    Component: waitlistAgain.WaitlistAgainEmail,
    subject: waitlistAgain.words.subject,
    text: waitlistAgain.text,
  },
  contact_team_summary: {
    Component: contactSummary.ContactSummaryEmail,
    subject: contactSummary.words.subject,
    text: contactSummary.text,
  },
} satisfies Record<string, MessageSource>;

export const ROWS = {
  digest_source_row: { Row: digest.SourceRow, text: digest.sourceRowText },
  digest_page_row: { Row: digest.PageRow, text: digest.pageRowText },
  digest_experiment_row: { Row: digest.ExperimentRow, text: digest.experimentRowText },
  contact_summary_row: { Row: contactSummary.MessageRow, text: contactSummary.messageRowText },
} satisfies Record<string, RowSource>;
