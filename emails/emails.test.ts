/**
 * @jest-environment jsdom
 */
// Every message, rendered by the sender (renderMail over the committed templates) from the sample rows, read the
// way a person reads it: its one button and where it leads, the plain-text twin, images, size and hosts.
import { within } from "@testing-library/dom";
import { memberLinks, renderMail, type Mail, type MailSite } from "../supabase/functions/_shared/mail.ts";
import { SITE } from "../supabase/functions/_shared/site.ts";
import { SAMPLES } from "./samples";

const sample = (name: string) => SAMPLES.find((s) => s.name === name)!.message;

/** The mail's HTML as a document in a frame of its own, as a mail client shows it. */
function open(mail: Mail) {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const doc = frame.contentDocument as Document;
  doc.open();
  doc.write(mail.html);
  doc.close();
  return { doc, body: within(doc.body) };
}

const confirmLinks = memberLinks(SITE.siteUrl, sample("waitlist-confirm").params as never);
const seatManage = `${SITE.siteUrl}/waitlist/me#token=${String(sample("waitlist-seat-ready").params.manage_token)}`;

/** Each message's one action: the button's words and where it leads (the digest only reports). */
const ACTIONS: Record<string, { button: string; href: string | RegExp; fallback: string } | null> = {
  "waitlist-confirm": {
    button: "Confirm my place",
    href: confirmLinks.confirm,
    fallback: "scriptreel.video/waitlist/confirm#token=3f9a2c…",
  },
  "waitlist-seat-ready": { button: "Sign in", href: SITE.appUrl, fallback: "app.scriptreel.video" },
  "contact-team": {
    button: "Reply to Kim Lee",
    href: /^mailto:kim\.lee@example\.com\?subject=Re%3A%20your%20message%20to%20Scriptreel$/,
    fallback: "kim.lee@example.com",
  },
  "waitlist-confirm-young-list": {
    button: "Confirm my place",
    href: /\/waitlist\/confirm#token=5e1d9c2a/,
    fallback: "scriptreel.video/waitlist/confirm#token=5e1d9c…",
  },
  "contact-receipt": null,
  "waitlist-again": {
    button: "Confirm my place",
    href: /\/waitlist\/confirm#token=7a0c4f58/,
    fallback: "scriptreel.video/waitlist/confirm#token=7a0c4f…",
  },
  "waitlist-again-confirmed": {
    button: "Open my page",
    href: /\/waitlist\/me#token=e15a7c30/,
    fallback: "scriptreel.video/waitlist/me#token=e15a7c…",
  },
  "contact-team-summary": null,
  "waitlist-digest": null,
  "waitlist-digest-without-day-before": null,
};

const ALLOWED_HOSTS = [new URL(SITE.siteUrl).host, new URL(SITE.appUrl).host];

describe.each(SAMPLES.map((s) => [s.name, s.message] as const))("%s", (name, message) => {
  const mail = renderMail(message, SITE);
  const { doc, body } = open(mail);
  const hrefs = [...doc.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? "");

  test("one button, with its words and its link, and the same link as text beneath it", () => {
    const action = ACTIONS[name];
    const buttons = doc.querySelectorAll("a.sr-button");
    if (!action) return expect(buttons).toHaveLength(0);
    expect(buttons).toHaveLength(1);
    const button = body.getByRole("link", { name: action.button });
    expect(button).toBe(buttons[0]);
    expect(button.getAttribute("href")).toMatch(action.href);
    const fallback = body.getByRole("link", { name: action.fallback });
    expect(fallback.getAttribute("href")).toBe(button.getAttribute("href"));
  });

  test("the plain-text twin carries every link, and nothing is left unfilled", () => {
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      // A mailto link reads as the address it writes to.
      const readable = href.startsWith("mailto:") ? href.slice("mailto:".length).split("?")[0] : href;
      expect(mail.text).toContain(readable);
    }
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/\{\{|\}\}|undefined|NaN|\[object/);
    }
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  test("every image has alt text, none is a tracking pixel, and nothing is fetched beyond the site's host", () => {
    const images = [...doc.querySelectorAll("img")];
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect(img.getAttribute("alt")?.trim()).toBeTruthy();
      expect(Number(img.getAttribute("width"))).toBeGreaterThanOrEqual(16);
      expect(new URL(img.getAttribute("src") ?? "").host).toBe(new URL(SITE.siteUrl).host);
    }
    expect(body.getByRole("img", { name: SITE.brandName })).toBeTruthy();
    // Links may lead to the site or the product, or write a mail; no other host is named anywhere but the doctype.
    for (const href of hrefs) {
      if (!href.startsWith("mailto:")) expect(ALLOWED_HOSTS).toContain(new URL(href).host);
    }
    const hosts = [...mail.html.replace(/^<!DOCTYPE[^>]*>/, "").matchAll(/[a-z]+:\/\/([^/"'\s)<]+)/gi)].map(
      (m) => m[1],
    );
    expect(hosts.filter((h) => !ALLOWED_HOSTS.includes(h))).toEqual([]);
    expect(mail.html).not.toMatch(/<link\b|@import|url\(|<script/i);
  });

  test("under 100 KB, about 600 px wide, with a dark design", () => {
    expect(new Blob([mail.html]).size).toBeLessThan(100_000);
    expect(mail.html).toContain("max-width:600px");
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark"');
    expect(mail.html).toMatch(/@media \(prefers-color-scheme: dark\)/);
  });
});

describe("what the words promise", () => {
  test("the confirmation: one action, the expiry date and the referral boost from the database, ignore if not you", () => {
    const row = sample("waitlist-confirm");
    const mail = renderMail({ ...row, params: { ...row.params, referral_boost: 5 } }, SITE);
    for (const part of [mail.text, (open(mail).doc.body.textContent ?? "").replace(/\s+/g, " ")]) {
      expect(part).toContain("until March 10, 2027");
      expect(part).toContain("moves you up 5 places");
      expect(part).toContain("If you did not sign up, ignore this mail");
    }
    expect(mail.text).toContain(`Confirm my place:\n${confirmLinks.confirm}`);
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${confirmLinks.manage}>`);
    const { body } = open(mail);
    expect(body.getByRole("link", { name: "Your member page" }).getAttribute("href")).toBe(confirmLinks.manage);
    expect(body.getByRole("link", { name: "unsubscribe" }).getAttribute("href")).toBe(confirmLinks.manage);
  });

  test("the confirmation repeats her first video, her place in line and what moves it (issue 55)", () => {
    const mail = renderMail(sample("waitlist-confirm"), SITE);
    for (const part of [mail.text, (open(mail).doc.body.textContent ?? "").replace(/\s+/g, " ")]) {
      expect(part).toContain(
        "Your first video, as you described it: Why bees dance: a short film for my biology class, Spanish, 3 minutes, starting from a document.",
      );
      expect(part).toContain("You're number 412 of 1,144 on the waitlist.");
      expect(part).toContain("for each friend who joins with your link and confirms their address");
      expect(part).not.toMatch(/narration|starting from audio/);
    }
  });

  test("while the list is young the place reads as what it means, never 1 of 1; no first video, no list of none", () => {
    const mail = renderMail(sample("waitlist-confirm-young-list"), SITE);
    for (const part of [mail.text, (open(mail).doc.body.textContent ?? "").replace(/\s+/g, " ")]) {
      expect(part).toContain("You're among the first people on the list.");
      expect(part).not.toMatch(/number 1 of 1|1 of 1/);
      expect(part).not.toContain("as you described it");
    }
    const row = sample("waitlist-confirm");
    const older = renderMail({ ...row, params: { ...row.params, place: undefined, confirmed_total: undefined } }, SITE);
    expect(older.text).toContain("Your own page (the link at the end of this mail) shows your place in line.");
  });

  test("the contact receipt: to the sender, when it arrived and when to expect an answer, nothing the sender typed", () => {
    const mail = renderMail(sample("contact-receipt"), SITE);
    expect(mail.to).toBe("kim.lee@example.com");
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe("We received your message to Scriptreel");
    const html = (open(mail).doc.body.textContent ?? "").replace(/\s+/g, " ");
    for (const part of [mail.text, html]) {
      expect(part).toContain("within two working days");
      expect(part).toContain("You (or someone using your address) sent this");
      // Issue 56 (outside review): the receipt goes to whatever address was typed, so it repeats nothing typed.
      for (const typed of ["Kim Lee", "Training materials", "+1 415 555 0134", "glossary of medical terms"])
        expect(part).not.toContain(typed);
    }
    // No greeting by name: the name is whatever the form was given.
    expect(mail.text).toMatch(/^Hello,/);
    expect(open(mail).doc.querySelectorAll("a.sr-button")).toHaveLength(0);
  });

  test("a member without a name is greeted all the same", () => {
    const row = sample("waitlist-confirm");
    const mail = renderMail({ ...row, params: { ...row.params, name: " " } }, SITE);
    expect(mail.text).toMatch(/^Hi there,/);
  });

  test("the invitation signs in at the product and links the member's own page", () => {
    const mail = renderMail(sample("waitlist-seat-ready"), SITE);
    expect(mail.subject).toBe("Your Scriptreel early-access seat is ready");
    expect(mail.text).toContain("rae.referrer@example.com");
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${seatManage}>`);
    expect(open(mail).body.getByRole("link", { name: "Your member page" }).getAttribute("href")).toBe(seatManage);
  });

  test("the contact copy: the sender's message first, Reply-To the sender", () => {
    const mail = renderMail(sample("contact-team"), SITE);
    expect(mail.replyTo).toBe("kim.lee@example.com");
    expect(mail.to).toBe(SITE.teamAddress);
    const message = "Can we bring our own glossary of medical terms?";
    expect(mail.text.indexOf(message)).toBeLessThan(mail.text.indexOf("Name: Kim Lee"));
    const { doc, body } = open(mail);
    const quote = body.getByText(/Can we bring our own glossary/);
    const details = body.getByRole("table");
    expect(quote.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(details).getByRole("row", { name: /Phone/ }).textContent).toContain("+1 415 555 0134");
    expect(doc.body.textContent?.replace(/\s+/g, " ")).toContain("March 3, 2027, 16:05 UTC");
  });

  test("what a person typed stays text: markup and placeholders in a contact message are not run or filled", () => {
    const row = sample("contact-team");
    const mail = renderMail(
      {
        ...row,
        params: { ...row.params, name: '<img src=x onerror="alert(1)">', message: "{{brand}} <b>hi</b>\nline two" },
      },
      SITE,
    );
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).not.toContain("<b>hi</b>");
    expect(mail.html).toContain("{{brand}} &lt;b&gt;hi&lt;/b&gt;<br />line two");
    expect(mail.text).toContain("{{brand}} <b>hi</b>\nline two");
    expect(open(mail).doc.querySelectorAll("img")).toHaveLength(1);
  });

  test("the digest: the day against the day before, per source, with totals", () => {
    const mail = renderMail(sample("waitlist-digest"), SITE);
    expect(mail.subject).toBe("Waitlist digest 2027-03-02: 48 joined, 31 confirmed");
    const [day, sources, , , , , totals] = open(mail).body.getAllByRole("table");
    const cells = (table: HTMLElement, row: RegExp) =>
      within(within(table).getByRole("row", { name: row }))
        .getAllByRole("cell")
        .map((c) => c.textContent?.trim());
    expect(
      within(day)
        .getAllByRole("columnheader")
        .map((c) => c.textContent?.trim()),
    ).toEqual(["Mar 2", "Mar 1", "Change"]);
    expect(cells(day, /^Joined/)).toEqual(["48", "37", "+11"]);
    expect(cells(day, /^Confirmed/)).toEqual(["31", "33", "−2"]);
    expect(cells(day, /^Invited/)).toEqual(["20", "0", "+20"]);
    expect(cells(sources, /^newsletter/)).toEqual(["19", "12"]);
    expect(cells(sources, /^linkedin/)).toEqual(["4", "0"]);
    expect(cells(sources, /^All sources/)).toEqual(["48", "37"]);
    expect(
      within(sources)
        .getAllByRole("rowheader")
        .map((c) => c.textContent?.trim()),
    ).toEqual(["newsletter", "direct", "product-hunt", "linkedin", "All sources"]);
    expect(cells(totals, /^Members/)).toEqual(["1,284"]);
    expect(cells(totals, /^Still waiting/)).toEqual(["1,144"]);
    expect(mail.text).toContain("Joined: 48 (day before: 37; change: +11)");
    expect(mail.text).toContain("newsletter: 19 (day before: 12)");
  });

  test("the digest from a database that does not send the day before: a dash, not a wrong number", () => {
    const mail = renderMail(sample("waitlist-digest-without-day-before"), SITE);
    const [day, , visits, best, , experiments, totals] = open(mail).body.getAllByRole("table");
    const cells = (table: HTMLElement, row: RegExp) =>
      within(within(table).getByRole("row", { name: row }))
        .getAllByRole("cell")
        .map((c) => c.textContent?.trim());
    expect(cells(day, /^Joined/)).toEqual(["48", "–", "–"]);
    expect(cells(day, /^Invited/)).toEqual(["–", "–", "–"]);
    expect(cells(totals, /^Still waiting/)).toEqual(["–"]);
    expect(mail.text).toContain("Joined: 48 (day before: –; change: –)");
    expect(cells(visits, /^Visitors/)).toEqual(["–", "–", "–"]);
    expect(cells(visits, /^Conversion/)).toEqual(["–", "–", ""]);
    expect(cells(best, /^No page to judge/)).toEqual(["–", "–", "–"]);
    expect(mail.text).toContain("Visits are not counted by this database yet");
    expect(cells(experiments, /^No experiment ran on this day/)).toEqual(["–", "–", "–", "–", "–", "–", "–"]);
  });

  test("the digest's hero experiments: per version the counts so far, the rate, and a probability but no winner", () => {
    const mail = renderMail(sample("waitlist-digest"), SITE);
    const experiments = open(mail).body.getAllByRole("table")[5];
    const rows = within(experiments)
      .getAllByRole("row")
      .slice(1)
      .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent?.trim()));
    expect(rows).toEqual([
      ["coaches-hero-words", "A", "1,480", "131", "58", "41", "2.8% (41 of 1,480)", "the baseline"],
      [
        "coaches-hero-words",
        "B",
        "1,502",
        "162",
        "74",
        "55",
        "3.7% (55 of 1,502)",
        expect.stringMatching(/^running: P\(B beats A\) 9\d%, no winner before the end$/),
      ],
    ]);
    expect(mail.text).toContain(
      "coaches-hero-words A: 2.8% (41 of 1,480) confirmed per visitor; 1,480 visitors, 131 started, 58 stored, 41 confirmed; the baseline",
    );
    expect(mail.text).toContain("No winner is named here, however sure it looks");
  });

  test("the digest's visits: visitors, sign-ups and conversion with counts, the best and worst converting pages", () => {
    const mail = renderMail(sample("waitlist-digest"), SITE);
    const [, , visits, best, worst] = open(mail).body.getAllByRole("table");
    const cells = (table: HTMLElement, row: RegExp) =>
      within(within(table).getByRole("row", { name: row }))
        .getAllByRole("cell")
        .map((c) => c.textContent?.trim());
    const pages = (table: HTMLElement) =>
      within(table)
        .getAllByRole("rowheader")
        .map((c) => c.textContent?.trim());
    expect(cells(visits, /^Visitors/)).toEqual(["2,310", "1,904", "+406"]);
    expect(cells(visits, /^Waitlist sign-ups/)).toEqual(["48", "37", "+11"]);
    expect(cells(visits, /^Conversion/)).toEqual(["2.1% (48 of 2,310)", "1.9% (37 of 1,904)", ""]);
    expect(pages(best)).toEqual(["/industries/coaches", "/use-cases/bite-sized-learning", "/industries/speakers"]);
    expect(cells(best, /^\/industries\/coaches/)).toEqual(["312", "12", "3.8%"]);
    expect(pages(worst)).toEqual(["/industries/investors", "/faq", "/"]);
    expect(cells(worst, /^\/faq/)).toEqual(["121", "1", "0.8%"]);
    expect(mail.text).toContain("Visitors: 2,310 (day before: 1,904; change: +406)");
    expect(mail.text).toContain("Conversion: 2.1% (48 of 2,310); day before: 1.9% (37 of 1,904)");
    expect(mail.text).toContain("Best converting pages\n/industries/coaches: 3.8% (12 of 312 visitors)");
    expect(mail.text).toContain("9 landing pages had at least 30 visitors on this day");
  });

  test("the digest on a quiet day: too few visitors to judge, said in plain words, never a bare percentage", () => {
    const row = sample("waitlist-digest");
    const quiet = (params: Record<string, unknown>) =>
      renderMail({ ...row, params: { ...row.params, ...params } }, SITE);
    const none = quiet({ visitors: 2, signups: 1, pages_judged: 0, best_pages: [], worst_pages: [] });
    const [, , visits, best, worst] = open(none).body.getAllByRole("table");
    const cells = (table: HTMLElement, row: RegExp) =>
      within(within(table).getByRole("row", { name: row }))
        .getAllByRole("cell")
        .map((c) => c.textContent?.trim());
    expect(cells(visits, /^Conversion/)[0]).toBe("too few to judge (1 of 2)");
    expect(none.text).not.toContain("50%");
    expect(cells(best, /^No page to judge/)).toEqual(["–", "–", "–"]);
    expect(cells(worst, /^No page to judge/)).toEqual(["–", "–", "–"]);
    expect(none.text).toContain("No landing page had at least 30 visitors on this day, so none is named best or worst");
    const one = quiet({
      pages_judged: 1,
      best_pages: [{ path: "/industries/coaches", visitors: 40, signups: 2 }],
      worst_pages: [],
    });
    expect(one.text).toContain("Only 1 landing page had at least 30 visitors on this day");
    expect(one.text).toContain("Best converting pages\n/industries/coaches: 5.0% (2 of 40 visitors)");
    expect(one.text).toContain("Worst converting pages\nNo other page to judge.");
  });

  test("the sender's identity: the company name, and the postal address where the owner set one", () => {
    const withAddress: MailSite = { ...SITE, postalAddress: "Scriptreel Inc., 548 Market St, San Francisco, CA 94104" };
    for (const s of SAMPLES) {
      const plain = renderMail(s.message, SITE);
      expect(open(plain).body.getAllByText(SITE.brandName, { exact: true }).length).toBeGreaterThan(0);
      const mail = renderMail(s.message, withAddress);
      expect(mail.text).toContain(`Scriptreel, ${withAddress.postalAddress}`);
      expect(open(mail).body.getByText(`Scriptreel, ${withAddress.postalAddress}`)).toBeTruthy();
    }
  });
});
