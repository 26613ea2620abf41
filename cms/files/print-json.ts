/**
 * Prints a data file the way Prettier does (this repository's printWidth, two spaces), so a file the CMS saves
 * passes `npm run format:check` and its diff shows only what the editor changed. Synchronous, because Decap's file
 * formats are. Prettier keeps an object on one line when its author wrote it so; the CMS cannot see the author's
 * line breaks, so `layout` says which objects were written on one line (by path, list indices as []), as
 * `flatObjectPaths` reads them from the files.
 */
import { getNodeValue, parseTree, type Node } from "jsonc-parser";

const PRINT_WIDTH = 120;

const isPlain = (value: unknown) => value === null || typeof value !== "object";

/**
 * Path patterns of the objects written on one line in `source`: "headerLinks[]", "sections[].stats[]". Only an
 * object on a line of its own counts (its parent spans lines): a file written all on one line by hand says nothing
 * about how its objects should be laid out.
 */
export function flatObjectPaths(source: string): string[] {
  const found = new Set<string>();
  const oneLine = (node: Node) => !source.slice(node.offset, node.offset + node.length).includes("\n");
  const visit = (node: Node, at: string, parentOneLine: boolean) => {
    if (node.type === "object") {
      const flat = oneLine(node);
      if (node.children?.length && flat && !parentOneLine) found.add(at);
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (key && value) visit(value, at ? `${at}.${key.value}` : String(key.value), flat);
      }
    } else if (node.type === "array") {
      const flat = oneLine(node);
      for (const child of node.children ?? []) visit(child, `${at}[]`, flat);
    }
  };
  const root = parseTree(source);
  if (root) visit(root, "", true); // the whole file on one line is no layout either
  return [...found].sort();
}

/** A list item's place in a path: its slug or id when it has one (entries move), else its index. */
function itemSegment(item: unknown, index: number): string {
  const record = item && typeof item === "object" ? (item as Record<string, unknown>) : {};
  const name = ["slug", "id"].map((key) => record[key]).find((v) => typeof v === "string");
  return name ? `[#${name as string}]` : `[${index}]`;
}

/**
 * Each object's keys in the order `source` writes them, by exact path ("[#coaches].gains[0]") and by pattern
 * ("[].gains[]", for new entries): the CMS hands entries back in maps that forget the order of keys, and a save
 * must not reorder a file.
 */
export function keyOrder(source: string): Record<string, string[]> {
  const order: Record<string, string[]> = {};
  const visit = (node: Node, at: string, exact: string) => {
    if (node.type === "object") {
      const keys = (order[at] ??= []);
      const own: string[] = (order[`=${exact}`] = []);
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (!key || !value) continue;
        const name = String(key.value);
        if (!keys.includes(name)) keys.push(name);
        own.push(name);
        visit(value, at ? `${at}.${name}` : name, exact ? `${exact}.${name}` : name);
      }
    } else if (node.type === "array") {
      (node.children ?? []).forEach((child, i) =>
        visit(child, `${at}[]`, `${exact}${itemSegment(getNodeValue(child), i)}`),
      );
    }
  };
  const root = parseTree(source);
  if (root) visit(root, "", "");
  return order;
}

type Order = Record<string, string[]>;

function print(
  value: unknown,
  at: string,
  exact: string,
  flat: Set<string>,
  order: Order,
  indent: string,
  column: number,
  after: number,
): string {
  if (isPlain(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every(isPlain)) {
      const line = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
      if (column + line.length + after <= PRINT_WIDTH) return line;
    }
    const items = value.map(
      (item, i) =>
        inner +
        print(
          item,
          `${at}[]`,
          exact + itemSegment(item, i),
          flat,
          order,
          inner,
          inner.length,
          i < value.length - 1 ? 1 : 0,
        ),
    );
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const known = order[`=${exact}`] ?? order[at] ?? [];
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => rank(a) - rank(b)); // stable: keys the file never had keep the CMS's order, after the rest
  if (entries.length === 0) return "{}";
  if (flat.has(at) && entries.every(([, v]) => isPlain(v))) {
    const line = `{ ${entries.map(([key, v]) => `${JSON.stringify(key)}: ${JSON.stringify(v)}`).join(", ")} }`;
    if (column + line.length + after <= PRINT_WIDTH) return line;
  }
  const lines = entries.map(([key, v], i) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    const path = at ? `${at}.${key}` : key;
    const exactPath = exact ? `${exact}.${key}` : key;
    return head + print(v, path, exactPath, flat, order, inner, head.length, i < entries.length - 1 ? 1 : 0);
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

export function printJson(value: unknown, layout: Iterable<string> = [], order: Order = {}): string {
  return `${print(value, "", "", new Set(layout), order, "", 0, 0)}\n`;
}
