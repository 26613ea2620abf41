// @ts-check
// Parameters written into SQL text as literals, for the one-trip batches of the PGlite worker and the pg pool
// (plain CommonJS: the worker loads it without a build step). Only the backend's own statements pass through here:
// their placeholders are $1, $2, … outside quotes, and every value becomes a quoted literal, which Postgres types
// like an untyped bound parameter. The quoting is pg's own escapeLiteral (E'…' with doubled backslashes when the
// text holds one), right whatever standard_conforming_strings says; pg has nothing that finds $n, so the scanner
// below stays. Loaded from pg/lib/utils (a path pg exports): all of pg takes ~85 ms to load in each worker, utils ~10.
"use strict";
const { escapeLiteral } = require("pg/lib/utils");

/**
 * A value as a SQL literal, or null when it cannot be one (a NUL byte, or not a string, number, boolean or null).
 * @param {unknown} value
 * @returns {string | null}
 */
function literal(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "'true'" : "'false'";
  if (typeof value === "number") return Number.isFinite(value) ? `'${String(value)}'` : null;
  if (typeof value !== "string" || value.includes("\0")) return null;
  return escapeLiteral(value);
}

/**
 * `sql` with each $n outside '…' strings and "…" identifiers replaced by the literal of params[n-1]; null when a
 * value cannot be inlined, a placeholder has no parameter, or the text holds something this scanner does not
 * know (a dollar-quoted string, a comment), so the caller binds the parameters instead.
 * @param {string} sql
 * @param {readonly unknown[]} params
 * @returns {string | null}
 */
function inlineParams(sql, params) {
  let out = "";
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      let j = i + 1;
      for (;;) {
        if (j >= sql.length) return null; // unterminated
        if (sql[j] === c) {
          if (sql[j + 1] === c) j += 2;
          else break;
        } else j += 1;
      }
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (c === "$") {
      const m = /^\$(\d+)/.exec(sql.slice(i));
      if (!m) return null; // a dollar-quoted string: not ours
      const index = Number(m[1]) - 1;
      if (index < 0 || index >= params.length) return null;
      const lit = literal(params[index]);
      if (lit === null) return null;
      out += lit;
      i += m[0].length;
    } else if ((c === "-" && sql[i + 1] === "-") || (c === "/" && sql[i + 1] === "*")) {
      return null;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

module.exports = { inlineParams };
