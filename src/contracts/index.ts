/**
 * Contracts and GraphQL types of feature-specific data files, one module per feature, so that each feature
 * declares its own data beside the shared ones in data-schemas.ts and create-schema-customization.ts.
 */
import type { Contract } from "../../gatsby/validate-data";
import * as home from "./home";
import * as product from "./product";

export const featureContracts: Contract[] = [...home.contracts, ...product.contracts];
export const featureTypeDefs = [home.typeDefs, product.typeDefs].join("\n");
