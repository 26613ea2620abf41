/** The live character count under a text with a length limit (cms/widgets/character-count.tsx). */
import { renderToStaticMarkup } from "react-dom/server";
import { CharacterCount } from "./character-count";

test("the character count says how many, against the limit, and what to do when out of range", () => {
  const count = (text: string, limits: { min?: number; max?: number }) =>
    renderToStaticMarkup(<CharacterCount id="c" text={text} limits={limits} />).replace(/<[^>]+>/g, "");
  expect(count("x".repeat(54), { max: 60 })).toBe("54 / 60 characters");
  expect(count("x".repeat(172), { min: 50, max: 160 })).toBe("172 / 160 characters (at least 50): 12 too many");
  expect(count("x".repeat(12), { min: 20 })).toBe("12 characters (at least 20): 8 to go");
});
