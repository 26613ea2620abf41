import fs from "node:fs";
import path from "node:path";
import jwt from "jsonwebtoken";
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from "./keys";

describe("local keys", () => {
  test.each([
    ["anon", ANON_KEY],
    ["service_role", SERVICE_ROLE_KEY],
  ])("the %s key verifies with the local secret", (role, key) => {
    const claims = jwt.verify(key, JWT_SECRET, { algorithms: ["HS256"] });
    expect(claims).toEqual({ iss: "supabase-demo", role, exp: 1983812996 });
    expect(jwt.decode(key, { complete: true })?.header).toEqual({ alg: "HS256", typ: "JWT" });
  });

  test("they do not verify with another secret", () => {
    expect(() => jwt.verify(ANON_KEY, `${JWT_SECRET}x`)).toThrow("invalid signature");
  });

  test("keys.ts imports nothing (the site build imports it)", () => {
    const source = fs.readFileSync(path.join(__dirname, "keys.ts"), "utf8");
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\brequire\(/);
  });
});
