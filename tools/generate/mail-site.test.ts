import fs from "node:fs";
import { MAIL_SITE_FILE, mailSiteOf, readSiteJson, renderMailSiteModule } from "./mail-site";

test("supabase/functions/_shared/site.ts matches data/site.json (run `npm run generate:mail-site`)", () => {
  expect(fs.readFileSync(MAIL_SITE_FILE, "utf8")).toBe(renderMailSiteModule(readSiteJson()));
});

test("the postal address reaches the sender where the owner set one, and only then", () => {
  const site = readSiteJson();
  expect(mailSiteOf({ ...site, postalAddress: "548 Market St, San Francisco, CA 94104" })).toMatchObject({
    postalAddress: "548 Market St, San Francisco, CA 94104",
  });
  expect(mailSiteOf({ ...site, postalAddress: undefined })).not.toHaveProperty("postalAddress");
  expect(mailSiteOf({ ...site, postalAddress: null })).not.toHaveProperty("postalAddress");
});
