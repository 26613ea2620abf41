/**
 * The GraphQL type definitions of the data files, generated from their contracts (gatsby/create-schema-customization.ts
 * declares them). Every field is declared, never inferred: Gatsby's inference drops optional fields that no entry
 * happens to use. A contract needs no GraphQL of its own, only three hints where yup cannot say it:
 * - `graphql.interface` on contracts that share a schema (industries and use cases are both a SolutionPage), so one
 *   query fragment reads both; their nested types are named after the interface;
 * - meta `{ graphqlFile: "image" }` on a field that names a picture under data/: a sibling field links the File
 *   (`image: File @fileByRelativePath(from: "image_name")`), which gatsby-plugin-image reads;
 * - meta `{ graphqlScalar: "Float" }` on a `mixed` field.
 * Nested objects become types named after their owner and field (HomeJson.hero -> HomeHero).
 */
import type { SchemaDescription, SchemaObjectDescription } from "yup";
import type { Contract } from "../contract";
import { pascalCase, typeNameOf } from "../type-names";

type Description = SchemaDescription & {
  fields?: Record<string, Description>;
  innerType?: Description;
  meta?: { graphqlFile?: string; graphqlScalar?: string };
  tests?: { name?: string }[];
};

/** Gatsby's own types and directives the definitions use, for graphql-js outside Gatsby (the tests). */
export const GATSBY_SDL =
  "interface Node { id: ID! }\ntype File { id: ID! }\ndirective @dontInfer on OBJECT\n" +
  "directive @fileByRelativePath(from: String) on FIELD_DEFINITION\n";

export function graphqlTypeDefs(contracts: Contract[]): string {
  const definitions = new Map<string, string>();
  const define = (name: string, sdl: string) => {
    const earlier = definitions.get(name);
    if (earlier !== undefined && earlier !== sdl) {
      throw new Error(`Two contracts describe the GraphQL type ${name} differently:\n${earlier}\n${sdl}`);
    }
    definitions.set(name, sdl);
  };

  const typeOf = (desc: Description, nameIfObject: string, where: string): string => {
    const required = !desc.optional && !desc.nullable ? "!" : "";
    switch (desc.type) {
      case "string":
        return `String${required}`;
      case "boolean":
        return `Boolean${required}`;
      case "number":
        return `${desc.tests?.some((test) => test.name === "integer") ? "Int" : "Float"}${required}`;
      case "array":
        if (!desc.innerType) throw new Error(`${where}: a list without the type of its items`);
        return `[${typeOf(desc.innerType, nameIfObject, `${where}[]`)}]${required}`;
      case "object":
        define(nameIfObject, `type ${nameIfObject} {\n${fieldsOf(desc, nameIfObject, false, where)}\n}`);
        return `${nameIfObject}${required}`;
      default:
        if (desc.meta?.graphqlScalar) return `${desc.meta.graphqlScalar}${required}`;
        throw new Error(`${where}: a ${desc.type} field needs meta({ graphqlScalar }) to have a GraphQL type`);
    }
  };

  const fieldsOf = (desc: Description, owner: string, node: boolean, where: string): string =>
    Object.entries(desc.fields ?? {})
      .flatMap(([key, field]) => {
        // gatsby-transformer-json stores a node's own "id" as jsonId (id is the node id).
        const name = node && key === "id" ? "jsonId" : key;
        const lines = [`  ${name}: ${typeOf(field, owner + pascalCase(key), `${where}.${key}`)}`];
        if (field.meta?.graphqlFile) {
          lines.push(`  ${field.meta.graphqlFile}: File @fileByRelativePath(from: "${key}")`);
        }
        return lines;
      })
      .join("\n");

  for (const contract of contracts) {
    const node = typeNameOf(contract.pattern);
    const shared = contract.graphql?.interface;
    const owner = shared ?? node.replace(/Json$/, "");
    const fields = fieldsOf(contract.schema.describe() as SchemaObjectDescription as Description, owner, true, node);
    if (shared) define(shared, `interface ${shared} {\n${fields}\n}`);
    define(node, `type ${node} implements Node${shared ? ` & ${shared}` : ""} @dontInfer {\n${fields}\n}`);
  }
  return [...definitions.values()].join("\n\n");
}
