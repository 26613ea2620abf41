/**
 * Which pictures the content manager refuses to delete, and in what words (cms/pictures/picture-deletion.ts). The
 * browser tests show the same as an editor meets it (e2e/cms-round-two.spec.ts).
 */
import { dataSnapshot } from "../files/data-snapshot";
import { deletionRefusal, pagesUsing } from "./picture-deletion";

const values = Object.fromEntries(
  dataSnapshot().sources.map(({ file, source }) => [file, JSON.parse(source) as unknown]),
);

describe("deleting a picture", () => {
  test("a picture a page uses is refused, naming the page in plain words", () => {
    expect(pagesUsing("static/videos/showcase-4.jpg", values)).toEqual(["Home page"]);
    expect(deletionRefusal("static/videos/showcase-4.jpg", values)).toBe(
      "This picture (showcase-4.jpg) is used on Home page. Choose another picture there first, then delete it. " +
        "Deleting it now would break those pages.",
    );
  });

  test("a picture the open form uses, an upload not yet saved, is refused in the same words", () => {
    const form = { file: "agent.json", value: { features: { items: [{ image_name: "images/features/new.png" }] } } };
    expect(deletionRefusal("data/images/features/new.png", values)).toBeUndefined();
    expect(deletionRefusal("data/images/features/new.png", values, form)).toBe(
      "This picture (new.png) is used on AI Agent page. Choose another picture there first, then delete it. " +
        "Deleting it now would break those pages.",
    );
    // A picture both the files and the form use is named once.
    const home = { file: "home.json", value: values["home.json"] };
    expect(pagesUsing("static/videos/showcase-4.jpg", values, home)).toEqual(["Home page"]);
  });

  test("a picture no page uses may go", () => {
    expect(deletionRefusal("static/social/never-used.png", values)).toBeUndefined();
  });
});
