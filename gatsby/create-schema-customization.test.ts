/**
 * Holds every GraphQL type to its contract: a field added to a contract and not to the type (or the other way
 * round), a required field declared nullable, or a different scalar fails here, not in the browser.
 */
import {
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from "graphql";
import * as yup from "yup";
import type { SchemaDescription } from "yup";
import { CONTRACTS } from "../src/contracts";
import { dataTypesSdl, typeDefs } from "./create-schema-customization";
import { jsonTypeName } from "./json-type-name";

const schema = buildSchema(dataTypesSdl());

/** The GraphQL type gatsby-transformer-json gives a contract's file (legal/* -> LegalJson). */
function typeNameOf(pattern: string): string {
  const [dir, name] = pattern.includes("/") ? pattern.split("/") : ["", pattern.replace(/\.json$/, "")];
  return jsonTypeName({ node: { name, relativeDirectory: dir } as never });
}

const SCALARS: Record<string, string[]> = { string: ["String"], number: ["Float", "Int"], boolean: ["Boolean"] };

function required(desc: SchemaDescription): boolean {
  return !desc.optional && !desc.nullable;
}

function compareValue(desc: SchemaDescription, type: GraphQLOutputType, where: string): string[] {
  const problems: string[] = [];
  if (required(desc) !== isNonNullType(type)) {
    problems.push(`${where}: the contract says ${required(desc) ? "required" : "optional"}, GraphQL ${type}`);
  }
  const bare = isNonNullType(type) ? type.ofType : type;
  if (desc.type === "array") {
    if (!isListType(bare)) return [...problems, `${where}: a list in the contract, ${type} in GraphQL`];
    const inner = (desc as SchemaDescription & { innerType: SchemaDescription }).innerType;
    return [...problems, ...compareValue(inner, bare.ofType, `${where}[]`)];
  }
  if (desc.type === "object") {
    const named = getNamedType(type);
    if (!isObjectType(named)) return [...problems, `${where}: an object in the contract, ${type} in GraphQL`];
    return [...problems, ...compareFields(desc, named, where, false)];
  }
  const scalars = SCALARS[desc.type];
  if (scalars && !scalars.includes(getNamedType(type).name)) {
    problems.push(`${where}: a ${desc.type} in the contract, ${type} in GraphQL`);
  }
  return problems;
}

function compareFields(desc: SchemaDescription, type: GraphQLObjectType, where: string, node: boolean): string[] {
  const contractFields = (desc as SchemaDescription & { fields: Record<string, SchemaDescription> }).fields;
  // gatsby-transformer-json stores a node's own "id" as jsonId (id is the node id).
  const graphqlName = (key: string) => (node && key === "id" ? "jsonId" : key);
  const graphqlFields: Record<string, GraphQLField<unknown, unknown>> = { ...type.getFields() };
  if (node) delete graphqlFields.id;
  // A File linked from a contract field (image: File @fileByRelativePath(from: "image_name")) is not data.
  for (const [key, field] of Object.entries(graphqlFields)) {
    if (field.astNode?.directives?.some((d) => d.name.value === "fileByRelativePath")) delete graphqlFields[key];
  }
  const problems: string[] = [];
  for (const [key, field] of Object.entries(contractFields)) {
    const gql = graphqlFields[graphqlName(key)];
    if (!gql) problems.push(`${where}.${key}: in the contract, missing from GraphQL type ${type.name}`);
    else problems.push(...compareValue(field, gql.type, `${where}.${key}`));
    delete graphqlFields[graphqlName(key)];
  }
  for (const key of Object.keys(graphqlFields)) {
    problems.push(`${where}.${key}: in GraphQL type ${type.name}, missing from the contract`);
  }
  return problems;
}

describe("GraphQL types and contracts", () => {
  it.each(CONTRACTS.map((c) => [c.pattern, c] as const))("%s: the GraphQL type has the contract's fields", (_, c) => {
    const name = typeNameOf(c.pattern);
    const type = schema.getType(name);
    expect(isObjectType(type)).toBe(true);
    expect(compareFields(c.schema.describe() as SchemaDescription, type as GraphQLObjectType, name, true)).toEqual([]);
  });

  it("notices a field added to one side only", () => {
    const site = CONTRACTS.find((c) => c.pattern === "site.json")!;
    const contractOnly = (site.schema as yup.AnyObjectSchema).shape({ motto: yup.string().required() });
    const siteJson = schema.getType("SiteJson") as GraphQLObjectType;
    expect(compareFields(contractOnly.describe() as SchemaDescription, siteJson, "SiteJson", true)).toEqual([
      "SiteJson.motto: in the contract, missing from GraphQL type SiteJson",
    ]);
    const graphqlOnly = buildSchema(
      `interface Node { id: ID! }\ndirective @dontInfer on OBJECT\n${typeDefs.replace("brandName: String!", "brandName: String! motto: String")}`,
    ).getType("SiteJson") as GraphQLObjectType;
    expect(compareFields(site.schema.describe() as SchemaDescription, graphqlOnly, "SiteJson", true)).toEqual([
      "SiteJson.motto: in GraphQL type SiteJson, missing from the contract",
    ]);
  });
});
