// `npm run generate:cms-config`: writes cms/config.json, Decap CMS's configuration, from src/contracts/.
// cms/config.test.ts fails when the committed file is stale: run this after changing a contract.
import path from "node:path";
import { CONTRACTS } from "../../src/contracts";
import { decapConfig } from "../../src/contracts/generate/cms-config";
import { generatorMode, prettierJson, root, writeOrCheck } from "./output";

const COMMAND = "npm run generate:cms-config";
const USAGE = `Usage: ${COMMAND} [-- --check]
Writes cms/config.json, the content manager's configuration, from src/contracts/.
--check: writes nothing; exits 1 when cms/config.json is stale.`;

async function main(argv: string[]): Promise<void> {
  const mode = generatorMode(argv, USAGE);
  const file = path.join(root, "cms/config.json");
  const files = new Map([[file, await prettierJson(file, decapConfig(CONTRACTS))]]);
  const current = writeOrCheck(files, mode, { command: COMMAND });
  if (mode === "write") console.log(`wrote cms/config.json: ${CONTRACTS.length} collections from src/contracts/`);
  else if (current) console.log(`cms/config.json: matches src/contracts/ (${CONTRACTS.length} collections)`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exit(1);
});
