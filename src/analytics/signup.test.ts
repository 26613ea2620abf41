import { visitForSignup } from "./signup";
import { VISIT_KEY } from "./visit";

/** The page the form is on, reached from `referrer`, with the visitor's privacy signals. */
function onPage(address: string, referrer = "", signals: Record<string, unknown> = {}) {
  window.history.replaceState(null, "", address);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  for (const [name, value] of Object.entries({ globalPrivacyControl: undefined, doNotTrack: null, ...signals }))
    Object.defineProperty(window.navigator, name, { value, configurable: true });
}

describe("the visit a sign-up is attributed to", () => {
  afterEach(() => sessionStorage.clear());
  it("is this tab's, else one that begins on this page", () => {
    onPage("/join-waitlist?utm_source=x", "https://news.example.com/");
    sessionStorage.setItem(VISIT_KEY, JSON.stringify({ landing: "/industries/coaches" }));
    expect(visitForSignup()).toEqual({ landing: "/industries/coaches" });
    sessionStorage.clear();
    expect(visitForSignup()).toEqual({ landing: "/join-waitlist", referrer: "news.example.com", utm_source: "x" });
  });
  it("has its keys in the order stored, whatever the address's order", () => {
    onPage("/join-waitlist?utm_campaign=c&source=s&utm_source=u", "https://news.example.com/");
    expect(Object.keys(visitForSignup()!)).toEqual(["landing", "referrer", "source", "utm_source", "utm_campaign"]);
  });
  it("is none when the visitor opted out of counting", () => {
    for (const signal of [{ globalPrivacyControl: true }, { doNotTrack: "1" }]) {
      onPage("/join-waitlist?utm_source=x", "", signal);
      sessionStorage.setItem(VISIT_KEY, JSON.stringify({ landing: "/industries/coaches" }));
      expect(visitForSignup()).toBeNull();
    }
  });
});
