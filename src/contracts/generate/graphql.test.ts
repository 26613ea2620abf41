import { buildSchema, isInterfaceType, isObjectType, type GraphQLObjectType } from "graphql";
import * as yup from "yup";
import { CONTRACTS } from "..";
import type { Contract } from "../contract";
import { typeNameOf } from "../type-names";
import { GATSBY_SDL, graphqlTypeDefs } from "./graphql";

describe("graphqlTypeDefs", () => {
  it("declares a node type for every contract, and the definitions form a valid schema", () => {
    const schema = buildSchema(GATSBY_SDL + graphqlTypeDefs(CONTRACTS));
    for (const contract of CONTRACTS) {
      const type = schema.getType(typeNameOf(contract.pattern));
      expect(isObjectType(type)).toBe(true);
      expect((type as GraphQLObjectType).getInterfaces().map((i) => i.name)).toContain("Node");
    }
    // Industries and use cases share one interface, so one fragment reads both.
    expect(isInterfaceType(schema.getType("SolutionPage"))).toBe(true);
  });

  it("turns a contract into exact types: scalars, lists, nested objects, optional fields, ids and linked files", () => {
    const schema = yup.object({
      id: yup.string().required(),
      count: yup.number().integer().required(),
      ratio: yup.number().nullable().optional(),
      tags: yup.array().of(yup.string().required()).required(),
      hero: yup.object({ heading: yup.string().required(), shown: yup.boolean().required() }).required(),
      picture: yup.string().required().meta({ graphqlFile: "image" }),
      pick: yup.mixed().required().meta({ graphqlScalar: "Float" }),
    });
    const contracts: Contract[] = [
      { pattern: "cards.json", title: "Cards", schema, collection: { key: "id" } },
      { pattern: "more-cards.json", title: "More", schema, graphql: { interface: "Card" } },
      { pattern: "other/*", title: "Other", schema, graphql: { interface: "Card" } },
    ];
    const fields = (owner: string) =>
      [
        "  jsonId: String!",
        "  count: Int!",
        "  ratio: Float",
        "  tags: [String!]!",
        `  hero: ${owner}Hero!`,
        "  picture: String!",
        '  image: File @fileByRelativePath(from: "picture")',
        "  pick: Float!",
      ].join("\n");
    const hero = (owner: string) => `type ${owner}Hero {\n  heading: String!\n  shown: Boolean!\n}`;
    expect(graphqlTypeDefs(contracts)).toBe(
      [
        hero("Cards"),
        `type CardsJson implements Node @dontInfer {\n${fields("Cards")}\n}`,
        hero("Card"),
        `interface Card {\n${fields("Card")}\n}`,
        `type MoreCardsJson implements Node & Card @dontInfer {\n${fields("Card")}\n}`,
        `type OtherJson implements Node & Card @dontInfer {\n${fields("Card")}\n}`,
      ].join("\n\n"),
    );
  });

  it("refuses a field it cannot type, naming it, and two different shapes under one type name", () => {
    const untyped = yup.object({ a: yup.object({ b: yup.mixed().required() }).required() });
    expect(() => graphqlTypeDefs([{ pattern: "x.json", title: "X", schema: untyped }])).toThrow(
      "XJson.a.b: a mixed field needs meta({ graphqlScalar }) to have a GraphQL type",
    );
    const one = yup.object({ a: yup.string().required() });
    const two = yup.object({ b: yup.string().required() });
    expect(() =>
      graphqlTypeDefs([
        { pattern: "one.json", title: "1", schema: one, graphql: { interface: "Shared" } },
        { pattern: "two.json", title: "2", schema: two, graphql: { interface: "Shared" } },
      ]),
    ).toThrow(/Two contracts describe the GraphQL type Shared differently/);
  });
});
