// The signups tools' command lines, read by node:util parseArgs (as bench/run.ts and signups:report read theirs),
// with the tools' own messages kept: parseArgs runs without `strict` so that an argument it does not know, or a
// value left out, reaches the check that names it in the tool's words.
import { parseArgs } from "node:util";

interface ArgSpec<S extends string, B extends string> {
  /** Options that take a value (`--name value` or `--name=value`); one given without a value reads as "". */
  strings: readonly S[];
  /** Options that take none. */
  booleans?: readonly B[];
}

/**
 * `argv` read against `spec`: the last value of each string option, and whether each boolean was given. Anything
 * else (an unknown option, a value after a boolean, a bare word) throws `Unknown argument "<arg>". <usage>`.
 */
export function readArgs<S extends string, B extends string = never>(
  argv: string[],
  spec: ArgSpec<S, B>,
  usage: string,
): { [K in S]?: string } & { [K in B]: boolean } {
  const booleans: readonly string[] = spec.booleans ?? [];
  const options = Object.fromEntries([
    ...spec.strings.map((name) => [name, { type: "string" as const }]),
    ...booleans.map((name) => [name, { type: "boolean" as const }]),
  ]);
  const { tokens } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  const values: Record<string, string | boolean> = Object.fromEntries(booleans.map((name) => [name, false]));
  for (const token of tokens) {
    if (
      token.kind !== "option" ||
      !Object.hasOwn(options, token.name) ||
      (booleans.includes(token.name) && token.value !== undefined)
    )
      throw new Error(`Unknown argument "${argv[token.index]}". ${usage}`);
    values[token.name] = booleans.includes(token.name) ? true : (token.value ?? "");
  }
  return values as { [K in S]?: string } & { [K in B]: boolean };
}
