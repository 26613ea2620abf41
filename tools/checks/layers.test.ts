import { folderOf, layerProblems } from "./layers";

const edge = (from: string, to: string) => ({ from, to });

describe("the layers check", () => {
  it("groups modules into top-level folders and src/ folders", () => {
    expect(folderOf("gatsby/on-post-build.ts")).toBe("gatsby");
    expect(folderOf("src/contracts/check/check-sources.ts")).toBe("src/contracts");
    expect(folderOf("src/lib/seo.ts")).toBe("src/lib");
    expect(folderOf("gatsby-node.ts")).toBe("gatsby-node.ts");
  });

  const layered = [
    edge("gatsby/on-post-build.ts", "cms/build.ts"),
    edge("gatsby/on-post-build.ts", "build/page-css.ts"),
    edge("cms/save-check.ts", "src/contracts/check/check-sources.ts"),
    edge("build/page-css.ts", "build/deferred-start.ts"),
    edge("tools/checks/data.ts", "src/contracts/index.ts"),
  ];

  it("passes folders that import one way", () => {
    expect(layerProblems(layered)).toEqual([]);
  });

  it("fails on two folders that import each other, directly or through a third, naming an import of each tie", () => {
    expect(layerProblems([...layered, edge("cms/save-check.ts", "gatsby/check-sources.ts")])).toEqual([
      "these folders import each other: cms, gatsby\n" +
        "    cms -> gatsby (cms/save-check.ts -> gatsby/check-sources.ts)\n" +
        "    gatsby -> cms (gatsby/on-post-build.ts -> cms/build.ts)",
    ]);
    const [through] = layerProblems([
      ...layered,
      edge("build/og-images.ts", "tools/dev/chromium.ts"),
      edge("tools/x.ts", "gatsby/y.ts"),
    ]);
    expect(through).toMatch(/^these folders import each other: build, gatsby, tools\n/);
  });

  it("fails on contracts that import the project, and lets tests import anything", () => {
    expect(layerProblems([...layered, edge("src/contracts/home.ts", "src/lib/seo.ts")])).toEqual([
      "the contracts import src/lib/: src/contracts/home.ts -> src/lib/seo.ts",
    ]);
    expect(layerProblems([...layered, edge("cms/save-check.test.ts", "gatsby/on-post-build.ts")])).toEqual([]);
    expect(layerProblems([...layered, edge("backend/tests/helpers.ts", "tools/signups/export.ts")])).toEqual([]);
  });
});
