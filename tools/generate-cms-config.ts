// `npm run cms-config`: writes cms/config.json, Decap CMS's configuration, from src/contracts/.
// content-tests/cms-config.test.ts fails when the committed file is stale: run this after changing a contract.
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { CONTRACTS } from "../src/contracts";
import { decapConfig } from "../src/contracts/cms-config";

const file = path.resolve(__dirname, "../cms/config.json");

async function main(): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(JSON.stringify(decapConfig(CONTRACTS)), { ...options, filepath: file }));
  console.log(`wrote cms/config.json: ${CONTRACTS.length} collections from src/contracts/`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
