/**
 * Prints a data file the way Prettier does (this repository's printWidth, two spaces), so a file the CMS saves
 * passes `npm run format:check` and its diff shows only what the editor changed. Synchronous, because Decap's file
 * formats are. Prettier keeps an object on one line when its author wrote it so; the CMS cannot see the author's
 * line breaks, so `layout` says which objects were written on one line (by path, list indices as []), as
 * `flatObjectPaths` reads them from the files.
 */
import { parseTree, type Node } from "jsonc-parser";

const PRINT_WIDTH = 120;

const isPlain = (value: unknown) => value === null || typeof value !== "object";

/** Path patterns of the objects written on one line in `source`: "headerLinks[]", "sections[].stats[]". */
export function flatObjectPaths(source: string): string[] {
  const found = new Set<string>();
  const visit = (node: Node, at: string) => {
    if (node.type === "object") {
      if (node.children?.length && !source.slice(node.offset, node.offset + node.length).includes("\n")) found.add(at);
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (key && value) visit(value, at ? `${at}.${key.value}` : String(key.value));
      }
    } else if (node.type === "array") {
      for (const child of node.children ?? []) visit(child, `${at}[]`);
    }
  };
  const root = parseTree(source);
  if (root) visit(root, "");
  return [...found].sort();
}

function print(value: unknown, at: string, flat: Set<string>, indent: string, column: number, after: number): string {
  if (isPlain(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every(isPlain)) {
      const line = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
      if (column + line.length + after <= PRINT_WIDTH) return line;
    }
    const items = value.map(
      (item, i) => inner + print(item, `${at}[]`, flat, inner, inner.length, i < value.length - 1 ? 1 : 0),
    );
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  if (flat.has(at) && entries.every(([, v]) => isPlain(v))) {
    const line = `{ ${entries.map(([key, v]) => `${JSON.stringify(key)}: ${JSON.stringify(v)}`).join(", ")} }`;
    if (column + line.length + after <= PRINT_WIDTH) return line;
  }
  const lines = entries.map(([key, v], i) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    const path = at ? `${at}.${key}` : key;
    return head + print(v, path, flat, inner, head.length, i < entries.length - 1 ? 1 : 0);
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

export function printJson(value: unknown, layout: Iterable<string> = []): string {
  return `${print(value, "", new Set(layout), "", 0, 0)}\n`;
}
