import { cardGridColumns } from "./card-grid";

/** The items in each row of a grid of `count` items with `columns` columns, filled row by row. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));

/** The column count the classes give at each breakpoint (no prefix: 1), and whether the 3 + 2 rule applies. */
function columnsAt(classes: string, breakpoint: "base" | "sm" | "md" | "lg") {
  const order = ["sm", "md", "lg"].slice(0, ["base", "sm", "md", "lg"].indexOf(breakpoint));
  let columns = 1;
  for (const prefix of order) {
    const match = classes.match(new RegExp(`(?:^| )${prefix}:grid-cols-(\\d+)`));
    if (match) columns = Number(match[1]);
  }
  return columns;
}

describe("cardGridColumns", () => {
  for (let count = 1; count <= 18; count++) {
    it(`${count} cards: no width leaves one card alone on the last row`, () => {
      const classes = cardGridColumns(count);
      for (const breakpoint of ["base", "sm", "md", "lg"] as const) {
        let layout = rows(count, columnsAt(classes, breakpoint));
        // The six-column rule spans every card over two columns: three a row, the last row centred.
        if (columnsAt(classes, breakpoint) === 6 && classes.includes("col-span-2")) layout = rows(count, 3);
        const lonely = layout.length > 1 && layout.at(-1) === 1 && Math.max(...layout) > 1;
        expect({ breakpoint, layout, lonely }).toEqual({ breakpoint, layout, lonely: false });
      }
    });
  }

  it("keeps the layouts the site's grids had where they had no orphan", () => {
    expect(cardGridColumns(6)).toBe("sm:grid-cols-2 lg:grid-cols-3");
    expect(cardGridColumns(3)).toBe("md:grid-cols-3");
    expect(cardGridColumns(18)).toBe("sm:grid-cols-2 lg:grid-cols-3");
  });
});
