/**
 * The bot rule, one list for the browser and the database: the isbot package's pattern (crawlers, link previews,
 * audits such as Lighthouse, headless and automated browsers, HTTP libraries such as curl, wget, python-requests,
 * node-fetch and undici). The browser asks isBot; `npm run generate:bot-rule` writes BOT_PATTERN into the database's
 * public.site_is_bot (supabase/migrations/20261122000850_site_is_bot.sql), which site_event asks.
 */
import { getPattern, isbot } from "isbot";

/** isbot's regular expression's source, matched case-insensitively. */
export const BOT_PATTERN: string = getPattern().source;

/** Whether a user agent is a bot's (false for an empty one: site_event refuses that on its own). */
export function isBot(ua: string): boolean {
  return isbot(ua);
}
