/**
 * Every data file's contract, one module per file family. The content check (check/) takes this list as input;
 * the generators (generate/) turn it into JSON Schema for editors, the content manager's configuration and the
 * GraphQL types.
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
