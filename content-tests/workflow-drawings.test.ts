/**
 * The AI Agent page's seven old-workflow screens each show a mock of their step (issue 39): a drawing in
 * static/workflow/ for every name the contract allows, small, self-contained and the size the page reserves.
 */
import fs from "fs";
import path from "path";
import { ARTWORK_NAMES } from "../src/contracts/product";

const folder = path.join(__dirname, "..", "static", "workflow");

describe("workflow drawings", () => {
  it.each(ARTWORK_NAMES)("%s.svg: 360 x 400, under 5 KB, nothing loaded or run", (name) => {
    const svg = fs.readFileSync(path.join(folder, `${name}.svg`), "utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 360 400"/);
    expect(Buffer.byteLength(svg)).toBeLessThan(5000);
    expect(svg).not.toMatch(/<script|<image|href=|url\(/i);
  });

  it("holds no drawing the contract does not name", () => {
    expect(fs.readdirSync(folder).sort()).toEqual(ARTWORK_NAMES.map((name) => `${name}.svg`).sort());
  });
});
