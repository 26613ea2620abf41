// The server reads a table's columns once (like PostgREST's schema cache); a migration that runs while it is up
// must still be picked up: a request that misses a table or column re-reads the schema before it answers.
import { SERVICE_ROLE_KEY } from "../keys";
import { describeEachEngine } from "./helpers";

jest.setTimeout(120_000);

describeEachEngine("schema cache", (ctx) => {
  beforeAll(async () => {
    await ctx.engine.db.exec(`
      create table public.cache_probe (id bigint generated always as identity primary key, a text);
      grant select, insert on public.cache_probe to service_role;`);
  });

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${ctx.engine.backend.url}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: SERVICE_ROLE_KEY,
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        "Content-Type": "application/json",
      },
    });
  const insert = (table: string, row: object) => call(table, { method: "POST", body: JSON.stringify(row) });

  test("a column added after the table was cached is accepted on insert and on read", async () => {
    expect((await insert("cache_probe", { a: "first" })).status).toBe(201); // caches the columns (id, a)
    await ctx.engine.db.exec("alter table public.cache_probe add column b text");
    expect((await insert("cache_probe", { a: "second", b: "new column" })).status).toBe(201);
    const rows = await (await call("cache_probe?select=a,b&b=eq.new%20column")).json();
    expect(rows).toEqual([{ a: "second", b: "new column" }]);
  });

  test("a column that really does not exist is still refused with PostgREST's answer", async () => {
    const res = await insert("cache_probe", { nope: 1 });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("PGRST204");
  });

  test("a table created after a request missed it is found", async () => {
    expect((await call("cache_later")).status).toBe(404);
    await ctx.engine.db.exec(
      "create table public.cache_later (x int); grant select on public.cache_later to service_role;",
    );
    expect((await call("cache_later")).status).toBe(200);
  });

  test("a dropped column makes a clear 400, not a stale success or a 500", async () => {
    await ctx.engine.db.exec("alter table public.cache_probe drop column b");
    const res = await insert("cache_probe", { a: "third", b: "gone" });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("PGRST204");
  });
});
