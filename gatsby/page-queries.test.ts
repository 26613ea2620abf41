/**
 * The last link from the contracts to the pages: every field a page query (or static query, or fragment) selects
 * from a data file's node exists in that file's GraphQL type, which create-schema-customization.test.ts holds to the
 * contract. So a query cannot ask for a field the contract lacks, and renaming a contract field fails here, naming
 * the file and the field path, before a build. Gatsby's own types (File, ImageSharp, site) are not ours to check.
 */
import fs from "node:fs";
import path from "node:path";
import {
  buildSchema,
  getNamedType,
  isObjectType,
  Kind,
  parse,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type SelectionNode,
  type SelectionSetNode,
} from "graphql";
import { dataTypesSdl } from "./create-schema-customization";

const schema = buildSchema(dataTypesSdl());

const SRC = path.join(__dirname, "..", "src");
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });

/** Every graphql`…` in src/, parsed, with the file it is in. */
const documents = sourceFiles(SRC).flatMap((file) =>
  [...fs.readFileSync(file, "utf8").matchAll(/graphql`([^`]*)`/g)].map((m) => ({
    file: path.relative(path.join(__dirname, ".."), file),
    document: parse(m[1]),
  })),
);
const fragments = new Map<string, FragmentDefinitionNode>(
  documents.flatMap(({ document }) =>
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d] as const),
  ),
);

/** The node type a root field reads: homeJson → HomeJson, allFaqJson → FaqJson (through nodes / edges.node). */
function nodeTypeOf(rootField: string): GraphQLObjectType | undefined {
  const name = rootField.replace(/^all/, "");
  const type = schema.getType(name.charAt(0).toUpperCase() + name.slice(1));
  return isObjectType(type) && name.endsWith("Json") ? type : undefined;
}

/** Field paths selected on `type` that the type does not have. */
function unknownFields(selections: SelectionSetNode, type: GraphQLObjectType, where: string): string[] {
  return selections.selections.flatMap((selection) => {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(selection.name.value);
      return fragment
        ? unknownFields(fragment.selectionSet, type, where)
        : [`${where}: no fragment ${selection.name.value}`];
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) return unknownFields(selection.selectionSet, type, where);
    const name = selection.name.value;
    if (name === "__typename" || name === "id") return [];
    const field = type.getFields()[name];
    if (!field) return [`${where}.${name}`];
    const named = getNamedType(field.type);
    // A File linked by @fileByRelativePath is Gatsby's (childImageSharp and so on), not the contract's.
    if (!selection.selectionSet || !isObjectType(named) || named.name === "File") return [];
    return unknownFields(selection.selectionSet, named, `${where}.${name}`);
  });
}

/** The selections that read a data node under a root field: itself, or a connection's nodes / edges.node. */
function nodeSelections(selections: SelectionSetNode, all: boolean): SelectionSetNode[] {
  if (!all) return [selections];
  return selections.selections.flatMap((s) => {
    if (s.kind !== Kind.FIELD || !s.selectionSet) return [];
    if (s.name.value === "nodes") return [s.selectionSet];
    if (s.name.value === "edges")
      return s.selectionSet.selections.flatMap((e) =>
        e.kind === Kind.FIELD && e.name.value === "node" && e.selectionSet ? [e.selectionSet] : [],
      );
    return [];
  });
}

test("the source has page and static queries to check", () => {
  expect(documents.length).toBeGreaterThan(10);
});

test.each(documents.map(({ file, document }) => [file, document] as const))(
  "every data field %s selects is in its file's contract",
  (file, document) => {
    const problems: string[] = [];
    let checked = 0;
    type Root = { fragment: FragmentDefinitionNode } | { root: SelectionNode };
    const roots: Root[] = document.definitions.flatMap((definition): Root[] => {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) return [{ fragment: definition }];
      if (definition.kind === Kind.OPERATION_DEFINITION)
        return definition.selectionSet.selections.map((root) => ({ root }));
      return [];
    });
    for (const entry of roots) {
      if ("fragment" in entry) {
        const type = schema.getType(entry.fragment.typeCondition.name.value);
        if (isObjectType(type)) {
          checked += 1;
          problems.push(...unknownFields(entry.fragment.selectionSet, type, `fragment ${entry.fragment.name.value}`));
        }
        continue;
      }
      const root = entry.root;
      if (root.kind !== Kind.FIELD || !root.selectionSet) continue;
      const type = nodeTypeOf(root.name.value);
      if (!type) continue; // site, file, allFile…: Gatsby's own
      checked += 1;
      for (const selections of nodeSelections(root.selectionSet, root.name.value.startsWith("all"))) {
        problems.push(...unknownFields(selections, type, `${root.name.value}`));
      }
    }
    expect({ file, checked: checked > 0, notInTheContract: problems }).toEqual({
      file,
      checked: true,
      notInTheContract: [],
    });
  },
);
