// `npm run generate:json-schemas`: writes schemas/*.schema.json (one per data file family) from src/contracts/ and maps
// each data file to its schema in .vscode/settings.json, so VS Code completes and checks data/ while typing.
// content-tests/json-schemas.test.ts fails when a committed schema is stale: run this after changing a contract.
import fs from "node:fs";
import path from "node:path";
import { CONTRACTS } from "../../src/contracts";
import { fileJsonSchema, schemaFileName, vscodeJsonSchemas } from "../../src/contracts/generate/json-schema";
import { generatorMode, prettierJson, root, writeOrCheck } from "./output";

const COMMAND = "npm run generate:json-schemas";
const USAGE = `Usage: ${COMMAND} [-- --check]
Writes schemas/*.schema.json from src/contracts/ and maps data/ to them in .vscode/settings.json.
--check: writes nothing; exits 1 naming each schema that is stale, missing or left over.`;

async function main(argv: string[]): Promise<void> {
  const mode = generatorMode(argv, USAGE);
  const dir = path.join(root, "schemas");
  const files = new Map<string, string>();
  for (const contract of CONTRACTS) {
    const file = path.join(dir, schemaFileName(contract));
    files.set(file, await prettierJson(file, fileJsonSchema(contract)));
  }
  const existing = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".schema.json")) : [];
  const leftOver = existing.map((f) => path.join(dir, f)).filter((file) => !files.has(file));
  const current = writeOrCheck(files, mode, { command: COMMAND, leftOver });
  if (mode === "check") {
    if (current) console.log(`schemas/: all ${files.size} schemas match src/contracts/`);
    return;
  }

  // The editor's mapping is local (settings.json is not committed), so --check leaves it alone.
  const settingsFile = path.join(root, ".vscode/settings.json");
  fs.mkdirSync(path.dirname(settingsFile), { recursive: true });
  const settings = fs.existsSync(settingsFile) ? JSON.parse(fs.readFileSync(settingsFile, "utf8")) : {};
  fs.writeFileSync(
    settingsFile,
    await prettierJson(settingsFile, { ...settings, "json.schemas": vscodeJsonSchemas(CONTRACTS) }),
  );
  console.log(`wrote ${CONTRACTS.length} schemas to schemas/ and their mapping to .vscode/settings.json`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exit(1);
});
