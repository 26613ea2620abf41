import { withoutObsoleteHeadTags } from "./head-tags";

test("takes out Internet Explorer's X-UA-Compatible and Safari 9's shrink-to-fit, and nothing else", () => {
  const head =
    '<head><meta charSet="utf-8"/><meta http-equiv="x-ua-compatible" content="ie=edge"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/><title>T</title></head>';
  const out = withoutObsoleteHeadTags(head);
  expect(out).toBe(
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>T</title></head>',
  );
  expect(withoutObsoleteHeadTags(out)).toBe(out);
});
