import type { Node } from "gatsby";

/**
 * GraphQL type for each JSON file: data/industries.json -> IndustriesJson, data/use-cases.json -> UseCasesJson,
 * data/legal/*.json -> LegalJson. Without this, every single-object file in data/ would share one type.
 */
export function jsonTypeName({ node }: { node: Node & { name?: string; relativeDirectory?: string } }): string {
  const base = node.relativeDirectory ? node.relativeDirectory.split("/")[0] : (node.name ?? "data");
  return `${pascalCase(base)}Json`;
}

export function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");
}
