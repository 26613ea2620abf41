/**
 * The GraphQL type of each data file, named after its folder: data/industries/*.json -> IndustriesJson,
 * data/use-cases/*.json -> UseCasesJson, data/legal/*.json -> LegalJson, data/home.json -> HomeJson. gatsby/on-create-node.ts gives gatsby-transformer-json this naming (without it,
 * every single-object file in data/ would share one type), and generate/graphql.ts declares the same names.
 */

/** The type name of a file Gatsby sourced: its folder's name under data/, or its own name at the top. */
export function jsonTypeName({ node }: { node: { name?: string; relativeDirectory?: string } }): string {
  const base = node.relativeDirectory ? node.relativeDirectory.split("/")[0] : (node.name ?? "data");
  return `${pascalCase(base)}Json`;
}

/** The type name of a contract's files, from its pattern ("legal/*" -> LegalJson, "home.json" -> HomeJson). */
export function typeNameOf(pattern: string): string {
  const [dir, name] = pattern.includes("/") ? pattern.split("/") : ["", pattern.replace(/\.json$/, "")];
  return jsonTypeName({ node: { name, relativeDirectory: dir } });
}

export function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");
}
