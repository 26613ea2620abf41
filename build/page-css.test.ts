import { inlineOwnCss, markupOf, pruneCss, requirements } from "./page-css";

describe("requirements", () => {
  it("needs the classes and elements of every compound and of a one-argument :is() or :where()", () => {
    expect(requirements(".card p.title:hover")).toEqual({ classes: ["card", "title"], tags: ["p"], inputTypes: [] });
    expect(requirements(".md\\:flex").classes).toEqual(["md:flex"]);
    expect(requirements(":where(.space-y-1>:not(:last-child))").classes).toEqual(["space-y-1"]);
  });

  it("does not need what sits under :not(), :has() or a list of alternatives, nor any id, attribute or state", () => {
    const none = { classes: [], tags: [], inputTypes: [] };
    expect(requirements(":not(.absent)")).toEqual(none);
    expect(requirements(":has(.x)")).toEqual(none);
    expect(requirements(":is(.a,.b) :where(p,li)")).toEqual(none);
    expect(requirements('#top [data-open] > [aria-expanded="true"]:popover-open')).toEqual(none);
    expect(requirements("::placeholder")).toEqual(none);
  });

  it("keeps a colour's hex fallback alone, not its color-mix twin; the placeholder's (another colour) stays", () => {
    const mix = "@supports (color:color-mix(in lab,red,red))";
    const css =
      `.t\\/50{color:#7357f680}${mix}{.t\\/50{color:color-mix(in oklab,var(--c) 50%,transparent)}}` +
      `::placeholder{color:currentColor}${mix}{::placeholder{color:color-mix(in oklab,currentcolor 50%,transparent)}}`;
    expect(pruneCss(css, markupOf('<p class="t/50">x</p>'), "var(--c)")).toBe(
      `.t\\/50{color:#7357f680}::placeholder{color:currentColor}${mix}{::placeholder{color:color-mix(in oklab,currentcolor 50%,transparent)}}`,
    );
  });

  it("leaves hover styles to the whole stylesheet, and keeps focus styles", () => {
    const css = ".a:hover{color:red}@media (hover:hover){.a:hover{color:blue}}.a:focus-visible,.a:hover{outline:0}";
    expect(pruneCss(css, markupOf('<p class="a">x</p>'))).toBe(".a:focus-visible{outline:0}");
  });

  it("needs an input of a type that has the pseudo-element, for the pseudo-elements only some inputs have", () => {
    expect(requirements("::file-selector-button").inputTypes).toEqual([["file"]]);
    expect(requirements("::-webkit-datetime-edit-year-field").inputTypes[0]).toContain("date");
    const css = "::file-selector-button{margin:0}::-webkit-inner-spin-button{height:auto}::placeholder{opacity:1}";
    const page = (html: string) => pruneCss(css, markupOf(html));
    expect(page('<input type="text">')).toBe("::placeholder{opacity:1}");
    expect(page('<input id="f" type="file">')).toBe("::file-selector-button{margin:0}::placeholder{opacity:1}");
    expect(page('<input type="number"/>')).toBe("::-webkit-inner-spin-button{height:auto}::placeholder{opacity:1}");
  });
});

describe("pruneCss", () => {
  const css = [
    "@layer theme, base;",
    ":root{--x:1;--unread:2;--via:var(--x)}",
    ".a{color:red}",
    ".b,.a:focus{color:blue}",
    "textarea,p{margin:0}",
    "@media (min-width:40rem){.b{margin:0}}",
    "@layer utilities{@supports (display:grid){.b{display:grid}}.a:not(.b){top:0}}",
    "@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}",
    ".b{animation:fade 1s;width:var(--unread)}.a{animation:spin 1s;--own:0;left:var(--own)}",
    "@property --tw-x{syntax:'*';inherits:false}@property --own{syntax:'*';inherits:false}",
    "@font-face{font-family:X;src:url(/x.woff2)}",
  ].join("");
  const markup = (classes: string[], tags = ["p"]) => ({ classes: new Set(classes), tags: new Set(tags) });

  it("keeps what the page's markup can match, in order, and drops the rest with the blocks it empties", () => {
    expect(pruneCss(css, markup(["a"]), '<p style="top:var(--via)">')).toBe(
      [
        "@layer theme, base;",
        ":root{--x:1;--via:var(--x)}",
        ".a{color:red}",
        ".a:focus{color:blue}",
        "p{margin:0}",
        "@layer utilities{.a:not(.b){top:0}}",
        "@keyframes spin{to{rotate:1turn}}",
        ".a{animation:spin 1s;--own:0;left:var(--own)}",
        "@property --own{syntax:'*';inherits:false}",
        "@font-face{font-family:X;src:url(/x.woff2)}",
      ].join(""),
    );
  });

  it("takes out only unread custom properties for a page that uses every class and element", () => {
    const all = pruneCss(css, markup(["a", "b"], ["p", "textarea"]), "");
    // --via is read by nothing, and --x only by --via.
    expect(all).toBe(
      css
        .replace(":root{--x:1;--unread:2;--via:var(--x)}", ":root{--unread:2}")
        .replace("@property --tw-x{syntax:'*';inherits:false}", ""),
    );
  });
  it("sets Tailwind's initial values on every element instead of registering them, for the inlined copy", () => {
    const css =
      "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:after,:before{--tw-shadow:0 0 #0000;--tw-ease:initial}}}" +
      "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.ease{transition-timing-function:var(--tw-ease)}}" +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-ease{syntax:"*";inherits:false}@property --other{syntax:"*";inherits:false}';
    const out = pruneCss(css, { classes: new Set(["shadow", "ease"]), tags: new Set() }, "var(--other)");
    expect(out).toBe(
      "@layer properties{*,:after,:before{--tw-shadow:0 0 #0000;--tw-ease:initial}}" +
        "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.ease{transition-timing-function:var(--tw-ease)}}" +
        '@property --other{syntax:"*";inherits:false}',
    );
  });
});

describe("inlineOwnCss", () => {
  const page = (style: string) =>
    `<html><head>${style}</head><body><p class="a &amp;x">Hi</p><script>var s='class="b"'</script>` +
    '<script id="gatsby-deferred-start" data-src="/app.js">go()</script></body></html>';
  const style =
    '<style data-href="/styles.abc.css" data-identity="gatsby-global-css">.a{color:red}.b{color:blue}</style>';

  it("reads the classes of class attributes and the element names, scripts and styles aside", () => {
    const { classes, tags } = markupOf(page(style));
    expect([...classes]).toEqual(["a", "&x"]);
    expect([...tags].sort()).toEqual(["body", "head", "html", "p"]);
  });

  it("counts the class attributes a script marked data-paints writes before the first paint (issue 55)", () => {
    const card = '<section class=\\"mb-4 rounded-card\\"><p class=\\"x\\">';
    const html = `<html><body><script data-paints="">f({"open":"${card}"})</script></body></html>`;
    expect([...markupOf(html).classes]).toEqual(["mb-4", "rounded-card", "x"]);
    expect([...markupOf(html.replace(' data-paints=""', "")).classes]).toEqual([]);
  });

  it("prunes the inlined stylesheet, and holds a link to the whole one until after the first paint", () => {
    const { html, before, after } = inlineOwnCss(page(style));
    expect(html).toContain(
      '<head><style data-href="/styles.abc.css" data-identity="gatsby-global-css">.a{color:red}</style>' +
        '<noscript data-after-paint><link rel="stylesheet" href="/styles.abc.css"></noscript></head>',
    );
    expect([before, after]).toEqual([27, 13]);
    expect(inlineOwnCss(html).html).toBe(html);
  });

  it("leaves a page without the inlined stylesheet or without the starter as it is", () => {
    expect(inlineOwnCss(page("")).html).toBe(page(""));
    const noStarter = `<html><head>${style}</head><body><p class="a">Hi</p></body></html>`;
    expect(inlineOwnCss(noStarter).html).toBe(noStarter);
  });
});
