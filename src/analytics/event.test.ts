import { notCounted, siteEvent, siteEventUrl, vitalsFields } from "./event";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36";

describe("who is not counted", () => {
  it("an automated browser (navigator.webdriver), whatever its user agent", () => {
    expect(notCounted({ webdriver: true, userAgent: CHROME })).toBe(true);
  });
  it("crawlers, previews, audits and headless browsers, by their user agent", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
      "Mozilla/5.0 (compatible; Baiduspider/2.0)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0.0.0 Safari/537.36",
      `${CHROME} Chrome-Lighthouse`,
      "Mozilla/5.0 (Linux; Android 11) Chrome/150.0.0.0 Mobile Safari/537.36 (compatible; Google-PageSpeed Insights)",
      "Mozilla/5.0 (compatible; Google Web Preview)",
      "Mozilla/5.0 (compatible; AhrefsCrawler/1.0)",
    ])
      expect([agent, notCounted({ webdriver: false, userAgent: agent })]).toEqual([agent, true]);
  });
  it("a person's browser is counted", () => {
    for (const agent of [
      CHROME,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0",
    ])
      expect(notCounted({ webdriver: false, userAgent: agent })).toBe(false);
  });
  it("by the list the database uses too (bots.ts, the isbot package): also scripts and link previews", () => {
    for (const agent of ["curl/8.4.0", "python-requests/2.31.0", "Mozilla/5.0 (compatible; Discordbot/2.0)"])
      expect([agent, notCounted({ webdriver: false, userAgent: agent })]).toEqual([agent, true]);
  });
});

describe("the event object", () => {
  it("carries the visit's landing, referrer and first touch, and the form where there is one", () => {
    expect(
      siteEvent(
        { kind: "form_start", path: "/join-waitlist", form: "waitlist" },
        { landing: "/industries/coaches", referrer: "news.example.com", utm_source: "newsletter" },
      ),
    ).toEqual({
      kind: "form_start",
      path: "/join-waitlist",
      landing: "/industries/coaches",
      referrer: "news.example.com",
      utm_source: "newsletter",
      form: "waitlist",
    });
  });
  it("takes its own path as the landing without a visit, and caps source values at the database's 100", () => {
    expect(siteEvent({ kind: "pageview", path: "/faq" }, null)).toEqual({
      kind: "pageview",
      path: "/faq",
      landing: "/faq",
    });
    expect(siteEvent({ kind: "pageview", path: "/" }, { landing: "/", source: "s".repeat(200) }).source).toHaveLength(
      100,
    );
  });
  it("carries the hero experiment and version the visit saw, apart, and nothing for a malformed one", () => {
    expect(
      siteEvent(
        { kind: "pageview", path: "/faq" },
        { landing: "/industries/coaches", experiment: "coaches-hero-words:B" },
      ),
    ).toEqual({
      kind: "pageview",
      path: "/faq",
      landing: "/industries/coaches",
      experiment: "coaches-hero-words",
      version: "B",
    });
    expect(siteEvent({ kind: "pageview", path: "/" }, { landing: "/", experiment: "coaches:E" })).toEqual({
      kind: "pageview",
      path: "/",
      landing: "/",
    });
  });
  it("rounds vitals and leaves out what is not a figure", () => {
    expect(vitalsFields({ lcp: 1234.5678, cls: 0.123456, inp: Number.NaN, ttfb: -1 })).toEqual({
      lcp: 1234.6,
      cls: 0.1235,
    });
  });
  it("goes to the site_event RPC under the project's URL", () => {
    expect(siteEventUrl("https://abc.supabase.co/")).toBe("https://abc.supabase.co/rest/v1/rpc/site_event");
    expect(siteEventUrl("http://127.0.0.1:54321")).toBe("http://127.0.0.1:54321/rest/v1/rpc/site_event");
  });
});
