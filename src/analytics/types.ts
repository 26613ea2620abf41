/** What the start-up part queues (start.ts) and the sender sends (sender.ts). */
export type FormName = "waitlist" | "contact";
export type QueuedKind = "pageview" | "form_start" | "form_submit";

/** What happened, and on which page (location.pathname when it happened). */
export interface QueuedEvent {
  kind: QueuedKind;
  path: string;
  form?: FormName;
}
