// PostgREST's URL grammar, the part used here: filters, select, order, limit/offset and columns, turned into SQL
// pieces over the table's known columns.
import { fail } from "./errors";

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

function checkColumn(cols: Map<string, string>, table: string, col: string) {
  if (!cols.has(col)) {
    throw fail(400, "42703", `column ${table}.${col} does not exist`);
  }
}

const RESERVED_PARAMS = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);
const OPERATORS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
};

/** `col=eq.value` style filters → SQL (parameters numbered from `firstParam`). */
export function buildWhere(url: URL, cols: Map<string, string>, table: string, firstParam: number) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  for (const [col, raw] of url.searchParams) {
    if (RESERVED_PARAMS.has(col)) continue;
    checkColumn(cols, table, col);
    const dot = raw.indexOf(".");
    const op = dot < 0 ? raw : raw.slice(0, dot);
    const value = dot < 0 ? "" : raw.slice(dot + 1);
    if (op === "is") {
      const v = value.toLowerCase();
      if (!["null", "true", "false", "unknown"].includes(v))
        throw fail(400, "PGRST100", `failed to parse filter (${raw})`);
      clauses.push(`${ident(col)} is ${v}`);
    } else if (OPERATORS[op] && dot >= 0) {
      params.push(op === "like" || op === "ilike" ? value.replace(/\*/g, "%") : value);
      clauses.push(`${ident(col)} ${OPERATORS[op]} $${firstParam + params.length - 1}`);
    } else {
      throw fail(
        400,
        "PGRST100",
        `failed to parse filter (${raw})`,
        "Supported here: eq, neq, gt, gte, lt, lte, like, ilike, is",
      );
    }
  }
  return { sql: clauses.length ? ` where ${clauses.join(" and ")}` : "", params, count: clauses.length };
}

export function selectList(url: URL, cols: Map<string, string>, table: string): string {
  const select = (url.searchParams.get("select") ?? "*").trim();
  if (select === "" || select === "*") return "*";
  return select
    .split(",")
    .map((c) => c.trim())
    .map((c) => {
      checkColumn(cols, table, c);
      return ident(c);
    })
    .join(", ");
}

export function orderBy(url: URL, cols: Map<string, string>, table: string): string {
  const order = url.searchParams.get("order");
  if (!order) return "";
  const terms = order.split(",").map((term) => {
    const [col, ...mods] = term.trim().split(".");
    checkColumn(cols, table, col);
    let sql = ident(col);
    for (const m of mods) {
      if (m === "asc" || m === "desc") sql += ` ${m}`;
      else if (m === "nullsfirst") sql += " nulls first";
      else if (m === "nullslast") sql += " nulls last";
      else throw fail(400, "PGRST100", `failed to parse order (${order})`);
    }
    return sql;
  });
  return ` order by ${terms.join(", ")}`;
}

export function nonNegativeInt(url: URL, name: string): number | null {
  const v = url.searchParams.get(name);
  if (v === null) return null;
  if (!/^\d{1,9}$/.test(v)) throw fail(400, "PGRST100", `failed to parse ${name} (${v})`);
  return Number(v);
}

/** `columns="a","b"` (sent by supabase-js for arrays) or the union of the objects' keys. */
export function insertColumns(url: URL, rows: Record<string, unknown>[]): string[] {
  const param = url.searchParams.get("columns");
  if (param !== null) {
    return param
      .split(",")
      .map((c) => c.trim().replace(/^"(.*)"$/, "$1"))
      .filter(Boolean);
  }
  return [...new Set(rows.flatMap((r) => Object.keys(r)))];
}
