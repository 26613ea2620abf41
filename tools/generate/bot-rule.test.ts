// The bot rule in the database is the browser's: the migration is what the generator writes from isbot's pattern,
// and every entry of isbot's list answers the same for real user agents in JavaScript, in PGlite and (with
// TEST_DATABASE_URL) in PostgreSQL 15.
import fs from "node:fs";
import { list } from "isbot";
import { openPglite } from "../../backend/pglite";
import { openPostgres } from "../../backend/postgres";
import type { Database } from "../../backend/database";
import { BOT_PATTERN, isBot } from "../../src/analytics/bots";
import { BOT_RULE_FILE, postgresRegex, renderBotRule } from "./bot-rule";

jest.setTimeout(120_000);

/** Real user agents: [agent, is a bot]. */
const AGENTS: [string, boolean][] = [
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    false,
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    false,
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    false,
  ],
  ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", false],
  [
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36",
    false,
  ],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
    false,
  ],
  [
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
    false,
  ],
  ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", true],
  [
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    true,
  ],
  ["Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", true],
  ["Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)", true],
  ["facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", true],
  ["Twitterbot/1.0", true],
  ["LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)", true],
  ["Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)", true],
  ["WhatsApp/2.23.20.0", true],
  [
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    true,
  ],
  [
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    true,
  ],
  ["curl/8.5.0", true],
  ["Wget/1.21.4", true],
  ["python-requests/2.32.3", true],
  ["node-fetch/1.0 (+https://github.com/bitinn/node-fetch)", true],
  ["undici", true],
  ["node", true],
  ["Go-http-client/1.1", true],
  ["Java/17.0.2", true],
  ["okhttp/4.12.0", true],
  ["axios/1.7.7", true],
  ["W3C_Validator/1.3 http://validator.w3.org/services", true],
  ["PTST/241115.164309", true],
];

test("the migration is what the generator writes from isbot's pattern (run `npm run generate:bot-rule`)", () => {
  expect(fs.readFileSync(BOT_RULE_FILE, "utf8")).toBe(renderBotRule());
});

test("the browser's rule: real browsers count, crawlers, previews, audits, headless browsers and HTTP tools do not", () => {
  expect(AGENTS.filter(([agent, bot]) => isBot(agent) !== bot)).toEqual([]);
  expect(isBot("")).toBe(false);
});

test("PostgreSQL's spelling: \\b is \\y, a '-' after a class escape in brackets moves to the end", () => {
  expect(postgresRegex("(?<! cu)bots?(?:\\b|_)")).toBe("(?<! cu)bots?(?:\\y|_)");
  expect(postgresRegex("[\\w\\d-.]+[\\s/]")).toBe("[\\w\\d.-]+[\\s/]");
  expect(postgresRegex("a\\\\b")).toBe("a\\\\b");
});

const engines: [string, () => Promise<Database>][] = [["pglite", () => openPglite(null)]];
if (process.env.TEST_DATABASE_URL) engines.push(["postgres", () => openPostgres(process.env.TEST_DATABASE_URL!)]);

describe.each(engines)("in %s", (_name, open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db?.close());

  test("every entry of isbot's list matches the same user agents as in JavaScript", async () => {
    const agents = AGENTS.map(([agent]) => agent);
    const rows = await db.query<{ entry: number; agent: number; matches: boolean }>(
      `select e.i::integer - 1 as entry, a.j::integer - 1 as agent, a.ua ~* e.re as matches
         from unnest($1::text[]) with ordinality e(re, i) cross join unnest($2::text[]) with ordinality a(ua, j)`,
      [list.map(postgresRegex), agents],
    );
    expect(rows).toHaveLength(list.length * agents.length);
    const differ = rows
      .filter((r) => r.matches !== new RegExp(list[r.entry], "i").test(agents[r.agent]))
      .map((r) => [list[r.entry], agents[r.agent]]);
    expect(differ).toEqual([]);
  });

  test("the whole pattern gives each agent the browser's answer", async () => {
    const rows = await db.query<{ ua: string; bot: boolean }>(
      "select a.ua, a.ua ~* $1 as bot from unnest($2::text[]) a(ua)",
      [postgresRegex(BOT_PATTERN), AGENTS.map(([agent]) => agent)],
    );
    expect(rows.filter((r) => r.bot !== isBot(r.ua))).toEqual([]);
    expect(rows.map((r) => r.bot)).toEqual(AGENTS.map(([, bot]) => bot));
  });
});
