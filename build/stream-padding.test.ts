import { withoutStreamPadding } from "./stream-padding";

test("the NUL padding React's stream leaves before a multi-byte character is dropped, nothing else", () => {
  const padded = '<span aria-hidden="true">\0\0✓</span>Chapters for long videos';
  expect(withoutStreamPadding(padded)).toBe('<span aria-hidden="true">✓</span>Chapters for long videos');
  expect(withoutStreamPadding("<p>— “quoted” ✓</p>")).toBe("<p>— “quoted” ✓</p>");
});
