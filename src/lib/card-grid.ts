/**
 * The column classes for a grid of `count` cards, chosen so that no width leaves one card alone on the last row
 * while the rows above hold more (issue 39: /contact's four steps sat 3 + 1). Each rule names its rows at phone,
 * tablet and desktop widths; counts with no clean split stay one card a row until the desktop can split them.
 */
export function cardGridColumns(count: number): string {
  if (count <= 1) return "";
  if (count % 6 === 0) return "sm:grid-cols-2 lg:grid-cols-3"; // 6: 1 | 2+2+2 | 3+3
  if (count % 4 === 0) return "sm:grid-cols-2 lg:grid-cols-4"; // 4: 1 | 2+2 | 4
  if (count % 3 === 0) return "md:grid-cols-3"; // 3, 9: 1 | 3 | 3
  if (count % 2 === 0) return "sm:grid-cols-2"; // 2, 10: 1 | 2 a row
  // 5: three, then two centred under them, on a six-column desktop grid.
  if (count === 5) return "lg:grid-cols-6 lg:*:col-span-2 lg:[&>:nth-child(4)]:col-start-2";
  if (count === 7) return "lg:grid-cols-4"; // 7: 1 | 4+3
  return "";
}
