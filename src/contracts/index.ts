/**
 * Every data file's contract, one module per file family. gatsby/validate-data.ts takes this list as input;
 * tools/generate-schemas.ts turns it into JSON Schema for editors.
 */
import type { Contract } from "./contract";
import * as contentPages from "./content-pages";
import * as home from "./home";
import * as legal from "./legal";
import * as lists from "./lists";
import * as product from "./product";
import * as site from "./site";
import * as solutionPages from "./solution-pages";

export const CONTRACTS: Contract[] = [
  ...site.contracts,
  ...contentPages.contracts,
  ...solutionPages.contracts,
  ...lists.contracts,
  ...legal.contracts,
  ...home.contracts,
  ...product.contracts,
];

/** GraphQL types declared beside their contracts (the shared ones are in gatsby/create-schema-customization.ts). */
export const featureTypeDefs = [home.typeDefs, product.typeDefs].join("\n");
