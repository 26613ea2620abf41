/**
 * The content manager's drafts and pictures, as generated from the contracts (src/contracts/generate/cms-config.ts):
 * the editorial workflow with deploy-preview links, and every picture field an image picker on its kind's folder that
 * writes the value in the contract's form.
 */
import { CONTRACTS } from "../src/contracts";
import { decapConfig, PICTURE_WIDGET, type DecapField } from "../src/contracts/generate/cms-config";

const config = decapConfig(CONTRACTS) as DecapField & { collections: DecapField[] };

/** Every field of the configuration, depth first, with its path ("home > showcase > featured > poster"). */
function allFields(fields: DecapField[], at: string[] = []): [string, DecapField][] {
  return fields.flatMap((field) => {
    const here = [...at, String(field.name)];
    const inner = [...((field.fields as DecapField[]) ?? []), ...(field.field ? [field.field as DecapField] : [])];
    return [[here.join(" > "), field] as [string, DecapField], ...allFields(inner, here)];
  });
}
const fields = config.collections.flatMap((c) =>
  c.files
    ? (c.files as DecapField[]).flatMap((f) => allFields(f.fields as DecapField[], [String(f.name)]))
    : allFields(c.fields as DecapField[], [String(c.name)]),
);
const fieldAt = (where: string) => fields.find(([at]) => at === where)?.[1];

test("drafts go through review before Publish, with the host's preview of a draft", () => {
  expect(config).toMatchObject({ publish_mode: "editorial_workflow", show_preview_links: true, display_url: "/" });
  // With site_url, Decap 3.6.4 threw "Cannot read properties of undefined (reading 'get')" in getDeploy on opening
  // an entry it holds no published copy of (a new page's draft): cms-config.ts says why.
  expect(config).not.toHaveProperty("site_url");
});

test("the Media tab shows pictures the site has (not an empty folder of folders)", () => {
  expect(config).toMatchObject({ media_folder: "data/images/features", public_folder: "images/features" });
});

test("every picture field is an image picker on its kind's folder, writing the contract's form", () => {
  const pictures = fields.filter(([, f]) => f.widget === PICTURE_WIDGET).map(([at]) => at);
  expect(pictures).toEqual(
    expect.arrayContaining([
      "home > showcase > featured > poster",
      "showcase > entries > poster",
      "pages > sections > video > poster",
      "pages > socialImage",
      "agent > screenshots > slides > image_name",
      "agent > features > items > image_name",
    ]),
  );
  expect(fieldAt("agent > features > items > image_name")).toMatchObject({
    media_folder: "/data/images/features",
    public_folder: "images/features",
    choose_url: false,
    media_library: { allow_multiple: false, config: { max_file_size: 1_000_000 } },
  });
  expect(fieldAt("home > showcase > featured > poster")).toMatchObject({
    media_folder: "/static/videos",
    public_folder: "/videos",
    required: false,
  });
  expect(fieldAt("pages > socialImage")).toMatchObject({ media_folder: "/static/social", required: false });
  // No typed path with a pattern for an editor to get wrong.
  expect(fields.filter(([, f]) => f.widget === PICTURE_WIDGET && f.pattern)).toEqual([]);
});

test("an optional block (a section's video) asks for none of its fields until the save check sees one filled in", () => {
  const video = fieldAt("pages > sections > video")!;
  expect(video.required).toBe(false);
  expect((video.fields as DecapField[]).map((f) => [f.name, f.required])).toEqual(
    (video.fields as DecapField[]).map((f) => [f.name, false]),
  );
  // A required block keeps its required fields.
  expect(fieldAt("home > showcase > featured > videoTitle")?.required).toBeUndefined();
});
