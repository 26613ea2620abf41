import fs from "node:fs";
import { MAIL_SITE_FILE, readSiteJson, renderMailSiteModule } from "./mail-site";

test("supabase/functions/_shared/site.ts matches data/site.json (run `npm run generate:mail-site`)", () => {
  expect(fs.readFileSync(MAIL_SITE_FILE, "utf8")).toBe(renderMailSiteModule(readSiteJson()));
});
