// npm run generate:bot-rule: writes supabase/migrations/20261122000850_site_is_bot.sql, public.site_is_bot(agent), from
// the bot list the browser uses (src/analytics/bots.ts, the isbot package's pattern), so that the site and the
// database count the same visitors. PostgreSQL's regular expressions are not JavaScript's: postgresRegex rewrites
// what differs (\b is \y there; a "-" right after \w, \d or \s in brackets is moved to the end), and
// bot-rule.test.ts holds every entry of the list to the same answers in JavaScript and in PGlite and PostgreSQL 15
// over a corpus of real user agents. A test fails when the file is stale.
import path from "node:path";
import { BOT_PATTERN } from "../../src/analytics/bots";
import { generatorMode, root, writeOrCheck } from "./output";

export const BOT_RULE_FILE = path.join(root, "supabase", "migrations", "20261122000850_site_is_bot.sql");
const COMMAND = "npm run generate:bot-rule";
const USAGE = `Usage: ${COMMAND} [-- --check]
Writes ${path.relative(root, BOT_RULE_FILE)}: public.site_is_bot(agent), isbot's pattern for PostgreSQL.
--check: writes nothing; exits 1 when the file is stale.`;

/** In a bracket expression, a "-" after a class escape (JavaScript: a literal "-"; PostgreSQL: a bad range) moves to the end. */
const brackets = (re: string) =>
  re.replace(/\[((?:\\.|[^\]\\])*)\]/g, (whole, body: string) =>
    /\\[wds]-/.test(body) ? `[${body.replace(/(\\[wds])-/g, "$1")}-]` : whole,
  );

/** A JavaScript pattern (as isbot writes them) as a PostgreSQL advanced regular expression with the same matches. */
export function postgresRegex(js: string): string {
  return brackets(js).replace(/(^|[^\\])((?:\\\\)*)\\b/g, "$1$2\\y");
}

const sqlString = (s: string) => `'${s.replace(/'/g, "''")}'`;

export function renderBotRule(pattern: string = BOT_PATTERN): string {
  return `-- Generated from the isbot package's pattern (src/analytics/bots.ts, the list the browser uses) by
-- \`${COMMAND}\`: do not edit (a test fails when it is stale). site_event
-- (20261122000900_site_analytics_functions.sql) drops an event whose user agent this matches, as the browser sends
-- none for one.
create function public.site_is_bot(agent text)
returns boolean
language sql
immutable
as $fn$
  select agent ~* ${sqlString(postgresRegex(pattern))}
$fn$;

select public.secure_function('public.site_is_bot(text)', 'service_role');
`;
}

if (require.main === module) {
  const mode = generatorMode(process.argv.slice(2), USAGE);
  const current = writeOrCheck(new Map([[BOT_RULE_FILE, renderBotRule()]]), mode, { command: COMMAND });
  const name = path.relative(root, BOT_RULE_FILE);
  if (mode === "write") console.log(`Wrote ${name}`);
  else if (current) console.log(`${name}: matches isbot's pattern`);
}
