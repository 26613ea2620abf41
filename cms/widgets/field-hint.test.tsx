/** Hints drawn by the site's wrapper, as written (cms/widgets/field-hint.tsx). */
import { renderToStaticMarkup } from "react-dom/server";
import config from "../config.json";
import { FieldHint, HINT_OPTION, withSiteHints } from "./field-hint";

/** Every field of a configuration, through lists, objects and their types. */
function everyField(config: { collections: unknown[] }): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const walk = (fields: unknown) => {
    for (const field of (fields ?? []) as Record<string, unknown>[]) {
      out.push(field);
      walk(field.fields);
      walk(field.field ? [field.field] : []);
      walk(field.types);
    }
  };
  for (const collection of config.collections as { fields?: unknown; files?: { fields: unknown }[] }[]) {
    walk(collection.fields);
    for (const file of collection.files ?? []) walk(file.fields);
  }
  return out;
}

test("Decap is given no hint of its own: each one moves, as written, to the wrapper's option", () => {
  const before = everyField(config);
  const after = everyField(withSiteHints(config));
  expect(after).toHaveLength(before.length);
  expect(after.filter((field) => "hint" in field)).toEqual([]);
  expect(after.map((field) => field[HINT_OPTION])).toEqual(before.map((field) => field.hint));
  expect(before.filter((field) => typeof field.hint === "string").length).toBeGreaterThan(400);
  // The rest of each field is untouched, and the configuration itself is not changed.
  expect(after.map(({ [HINT_OPTION]: _, fields: __, field: ___, types: ____, ...rest }) => rest)).toEqual(
    before.map(({ hint: _, fields: __, field: ___, types: ____, ...rest }) => rest),
  );
  expect(everyField(config).filter((field) => typeof field.hint === "string").length).toBe(
    before.filter((field) => typeof field.hint === "string").length,
  );
});

test("a hint is shown as written: a plain sentence, no markup made of it", () => {
  const text = 'The page\'s heading, e.g. "Turn *one* talk into ten clips"';
  expect(renderToStaticMarkup(<FieldHint text={text} />).replace(/<[^>]+>/g, "")).toBe(
    "The page&#x27;s heading, e.g. &quot;Turn *one* talk into ten clips&quot;",
  );
});
