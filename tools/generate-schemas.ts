// `npm run schemas`: writes schemas/*.schema.json (one per data file family) from src/contracts/ and maps each
// data file to its schema in .vscode/settings.json, so VS Code completes and checks data/ while typing.
// content-tests/json-schemas.test.ts fails when a committed schema is stale: run this after changing a contract.
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { CONTRACTS } from "../src/contracts";
import { fileJsonSchema, schemaFileName, vscodeJsonSchemas } from "../src/contracts/json-schema";

const root = path.resolve(__dirname, "..");

async function write(file: string, value: unknown): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(JSON.stringify(value), { ...options, filepath: file }));
}

async function main(): Promise<void> {
  const dir = path.join(root, "schemas");
  fs.mkdirSync(dir, { recursive: true });
  const names = new Set(CONTRACTS.map(schemaFileName));
  for (const stale of fs.readdirSync(dir).filter((f) => f.endsWith(".schema.json") && !names.has(f))) {
    fs.rmSync(path.join(dir, stale));
  }
  for (const contract of CONTRACTS) await write(path.join(dir, schemaFileName(contract)), fileJsonSchema(contract));

  const settingsFile = path.join(root, ".vscode/settings.json");
  fs.mkdirSync(path.dirname(settingsFile), { recursive: true });
  const settings = fs.existsSync(settingsFile) ? JSON.parse(fs.readFileSync(settingsFile, "utf8")) : {};
  await write(settingsFile, { ...settings, "json.schemas": vscodeJsonSchemas(CONTRACTS) });
  console.log(`wrote ${CONTRACTS.length} schemas to schemas/ and their mapping to .vscode/settings.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
