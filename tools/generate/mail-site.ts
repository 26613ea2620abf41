// npm run generate:mail-site: writes supabase/functions/_shared/site.ts, what the outbox sender knows of the site,
// from data/site.json (the Edge Function is deployed on its own and cannot read data/). A test fails when stale.
import fs from "node:fs";
import path from "node:path";
import type { MailSite } from "../../supabase/functions/_shared/mail";
import { generatorMode, root, writeOrCheck } from "./output";

export const MAIL_SITE_FILE = path.join(root, "supabase", "functions", "_shared", "site.ts");
const COMMAND = "npm run generate:mail-site";
const USAGE = `Usage: ${COMMAND} [-- --check]
Writes supabase/functions/_shared/site.ts, what the outbox sender knows of the site, from data/site.json.
--check: writes nothing; exits 1 when the file is stale.`;

interface SiteJson {
  brandName: string;
  siteUrl: string;
  appUrl: string;
  postalAddress?: string | null;
  emails: { support: string; contact: string };
  waitlistFigures: { showFrom: number };
}

interface Language {
  code: string;
  name: string;
}

/** Mail comes from the support address; the team reads the contact address; the postal address where set. */
export function mailSiteOf(site: SiteJson): MailSite {
  return {
    brandName: site.brandName,
    siteUrl: site.siteUrl,
    appUrl: site.appUrl,
    fromAddress: site.emails.support,
    teamAddress: site.emails.contact,
    ...(site.postalAddress ? { postalAddress: site.postalAddress } : {}),
  };
}

export function renderMailSiteModule(site: SiteJson, languages: Language[] = readLanguages()): string {
  const names = Object.fromEntries(languages.map((language) => [language.code, language.name]));
  return `// Generated from data/site.json and data/languages.json by \`npm run generate:mail-site\`: do not edit (a test
// fails when it is stale).
import type { MailSite } from "./mail-site.ts";

export const SITE: MailSite = ${JSON.stringify(mailSiteOf(site), null, 2)
    .replace(/"(\w+)":/g, "$1:")
    .replace(/\n}$/, ",\n}")};

/** data/site.json waitlistFigures.showFrom: below this many confirmed people the list is young (place.ts). */
export const WAITLIST_FIGURES_FROM = ${site.waitlistFigures.showFrom};

/** The home prompt's languages by code (data/languages.json), to say a first video's language in a mail. */
export const LANGUAGES: Record<string, string> = ${JSON.stringify(names, null, 2)
    .replace(/"(\w+)":/g, "$1:")
    .replace(/\n}$/, ",\n}")};
`;
}

const readLanguages = (): Language[] =>
  JSON.parse(fs.readFileSync(path.join(root, "data", "languages.json"), "utf8")) as Language[];

export const readSiteJson = (): SiteJson =>
  JSON.parse(fs.readFileSync(path.join(root, "data", "site.json"), "utf8")) as SiteJson;

if (require.main === module) {
  const mode = generatorMode(process.argv.slice(2), USAGE);
  const current = writeOrCheck(new Map([[MAIL_SITE_FILE, renderMailSiteModule(readSiteJson())]]), mode, {
    command: COMMAND,
  });
  const name = path.relative(root, MAIL_SITE_FILE);
  if (mode === "write") console.log(`Wrote ${name}`);
  else if (current) console.log(`${name}: matches data/site.json`);
}
