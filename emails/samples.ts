// Sample outbox rows, one per message (and the digest as an older schema sends it, without the day before or the
// visits): what `npm run mail:preview`, the screenshots and the mail tests render. The names and numbers are made up.
// Each one's params are typed by the database's definition (MAIL_PARAMS), so a sample cannot drift from it.
import type { OutboxMessage } from "../supabase/functions/_shared/mail.ts";
import type { MailParams } from "../supabase/functions/_shared/mail-params.ts";

const token = (seed: string) => seed.repeat(64).slice(0, 64);

const message = <K extends OutboxMessage["kind"]>(
  id: number,
  kind: K,
  recipient: string | null,
  params: MailParams<K> | (K extends "waitlist_digest" ? Partial<MailParams<K>> : never),
) =>
  ({
    id,
    created_at: "2027-03-03T09:41:00.000Z",
    kind,
    to_team: recipient === null,
    recipient,
    params,
  }) as OutboxMessage;

export const SAMPLES: { name: string; title: string; message: OutboxMessage }[] = [
  {
    name: "waitlist-confirm",
    title: "Confirm your place (to the person who joined)",
    message: message(1, "waitlist_confirm", "rae.referrer@example.com", {
      name: "Rae Referrer",
      confirm_token: token("3f9a2c7d"),
      manage_token: token("b41e08a6"),
      referral_code: "k7m2q9xp",
      referral_boost: 3,
      expires_at: "2027-03-10T09:41:00.000Z",
      place: 412,
      total: 1144,
      confirmed_total: 917,
      first_video_idea: "Why bees dance: a short film for my biology class",
      first_video_language: "spa",
      first_video_minutes: "3",
      first_video_mode: null,
      first_video_start_with: "document",
      first_video_template: null,
    }),
  },
  {
    name: "waitlist-confirm-young-list",
    title: "Confirm your place, while the list is young and without a first video",
    message: message(6, "waitlist_confirm", "ada.early@example.com", {
      name: "Ada Early",
      confirm_token: token("5e1d9c2a"),
      manage_token: token("c72f0b19"),
      referral_code: "p3x8r2kw",
      referral_boost: 3,
      expires_at: "2027-03-10T09:41:00.000Z",
      place: 1,
      total: 1,
      confirmed_total: 0,
      first_video_idea: null,
      first_video_language: null,
      first_video_minutes: null,
      first_video_mode: null,
      first_video_start_with: null,
      first_video_template: null,
    }),
  },
  {
    name: "waitlist-seat-ready",
    title: "Your seat is ready (the invitation)",
    message: message(2, "waitlist_seat_ready", "rae.referrer@example.com", {
      name: "Rae Referrer",
      manage_token: token("b41e08a6"),
      invited_at: "2027-04-02T08:00:00.000Z",
      batch_id: "batch-20270402-080000-a1b2",
    }),
  },
  {
    name: "contact-team",
    title: "A contact message (to the team)",
    message: message(3, "contact_team", null, {
      name: "Kim Lee",
      email: "kim.lee@example.com",
      phone: "+1 415 555 0134",
      goal: "Training materials",
      message:
        "Hello! We make onboarding videos for 40 clinics and would like to try Korean and Spanish voices.\n\nCan we bring our own glossary of medical terms? And is there a plan for about 200 videos a month?",
      received_at: "2027-03-03T16:05:00.000Z",
    }),
  },
  {
    name: "contact-receipt",
    title: "The receipt of a contact message (to its sender)",
    message: message(7, "contact_receipt", "kim.lee@example.com", {
      name: "Kim Lee",
      phone: "+1 415 555 0134",
      goal: "Training materials",
      message:
        `Hello! We make onboarding videos for 40 clinics and would like to try Korean and Spanish voices.\n\nCan we bring our own glossary of medical terms? ${"And is there a plan for about 200 videos a month? ".repeat(8)}`.slice(
          0,
          500,
        ),
      message_length: 612,
      received_at: "2027-03-03T16:05:00.000Z",
    }),
  },
  {
    name: "waitlist-again",
    title: "Already on the list, before confirming (to an address that joined again)",
    message: message(8, "waitlist_again", "rae.referrer@example.com", {
      name: "Rae Referrer",
      manage_token: token("d93b6e21"),
      confirm_token: token("7a0c4f58"),
      expires_at: "2027-03-10T09:41:00.000Z",
      place: 412,
      total: 1144,
      confirmed_total: 917,
    }),
  },
  {
    name: "waitlist-again-confirmed",
    title: "Already on the list, confirmed (to an address that joined again)",
    message: message(9, "waitlist_again", "ada.early@example.com", {
      name: "Ada Early",
      manage_token: token("e15a7c30"),
      confirm_token: null,
      expires_at: null,
      place: 3,
      total: 1144,
      confirmed_total: 917,
    }),
  },
  {
    name: "contact-team-summary",
    title: "The hour's contact messages over the cap (to the team)",
    message: message(10, "contact_team_summary", null, {
      hour_start: "2027-03-03T16:00:00.000Z",
      hour_end: "2027-03-03T17:00:00.000Z",
      cap: 20,
      held: 57,
      mailed: 20,
      messages: [
        {
          name: "Kim Lee",
          email: "kim.lee@example.com",
          goal: "Training materials",
          received_at: "2027-03-03T16:41:07.000Z",
        },
        {
          name: "Sam Ortiz",
          email: "sam@example.org",
          goal: "Marketing videos",
          received_at: "2027-03-03T16:41:09.000Z",
        },
        {
          name: "Noor Haddad",
          email: "noor.h@example.net",
          goal: "Product demos",
          received_at: "2027-03-03T16:52:30.000Z",
        },
      ],
    }),
  },
  {
    name: "waitlist-digest",
    title: "The daily digest (to the team)",
    message: message(4, "waitlist_digest", null, {
      day: "2027-03-02",
      joined: 48,
      confirmed: 31,
      invited: 20,
      referrals: 9,
      unsubscribed: 2,
      deleted: 1,
      contact_messages: 5,
      sources: { newsletter: 19, direct: 14, "product-hunt": 11, linkedin: 4 },
      visitors: 2310,
      signups: 48,
      min_visitors: 30,
      pages_judged: 9,
      best_pages: [
        { path: "/industries/coaches", visitors: 312, signups: 12 },
        { path: "/use-cases/bite-sized-learning", visitors: 96, signups: 3 },
        { path: "/industries/speakers", visitors: 141, signups: 4 },
      ],
      worst_pages: [
        { path: "/industries/investors", visitors: 58, signups: 0 },
        { path: "/faq", visitors: 121, signups: 1 },
        { path: "/", visitors: 904, signups: 9 },
      ],
      experiments: [
        { experiment: "coaches-hero-words", version: "A", visitors: 1480, started: 131, stored: 58, confirmed: 41 },
        { experiment: "coaches-hero-words", version: "B", visitors: 1502, started: 162, stored: 74, confirmed: 55 },
      ],
      total_members: 1284,
      total_confirmed: 917,
      total_invited: 140,
      total_waiting: 1144,
      referrers_flagged: [
        {
          referral_code: "k7mq2xpa",
          name: "Sam Rivera",
          friends_confirmed: 5,
          credits: 2,
          domain: "rivera-studio.example",
          friends_at_domain: 5,
          credits_at_domain: 2,
        },
      ],
      previous: {
        day: "2027-03-01",
        joined: 37,
        confirmed: 33,
        invited: 0,
        referrals: 6,
        unsubscribed: 3,
        deleted: 0,
        contact_messages: 2,
        sources: { direct: 17, newsletter: 12, "product-hunt": 8 },
        visitors: 1904,
        signups: 37,
        min_visitors: 30,
        referrers_flagged: [],
      },
    }),
  },
  {
    name: "waitlist-digest-without-day-before",
    title: "The daily digest, from a database that does not send the day before yet",
    message: message(5, "waitlist_digest", null, {
      day: "2027-03-02",
      joined: 48,
      confirmed: 31,
      referrals: 9,
      unsubscribed: 2,
      deleted: 1,
      contact_messages: 5,
      sources: { newsletter: 19, direct: 14, "product-hunt": 11, linkedin: 4 },
      total_members: 1284,
      total_confirmed: 917,
    }),
  },
];
