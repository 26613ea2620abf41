import { isbot } from "isbot";
import { BOT_PATTERN, isBot } from "./bots";

test("isBot is isbot's answer; BOT_PATTERN is isbot's pattern, matched case-insensitively", () => {
  const agents = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "curl/8.5.0",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  ];
  expect(agents.map(isBot)).toEqual([false, true, true, true]);
  for (const agent of agents) {
    expect(isBot(agent)).toBe(isbot(agent));
    expect(new RegExp(BOT_PATTERN, "i").test(agent)).toBe(isbot(agent));
  }
});
