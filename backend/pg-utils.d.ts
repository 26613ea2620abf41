// pg exports its lib/ files ("./lib/*" in its package.json) but @types/pg types only the package's main module.
declare module "pg/lib/utils" {
  export { escapeLiteral } from "pg";
}
