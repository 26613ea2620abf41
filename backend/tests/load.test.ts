/**
 * 50 concurrent submitters through the local backend: every insert answered 201 is stored exactly once (none lost,
 * none doubled, no error answer), on PGlite and (with TEST_DATABASE_URL) PostgreSQL. 150 inserts hold that; the
 * 2,200-insert benchmark with its throughput and latencies is `npm run bench -- --only load` (bench/backend-load.ts).
 */
import { describeEachEngine } from "./helpers";
import { runLoad } from "../../bench/backend-load";

jest.setTimeout(60_000);

describeEachEngine("concurrent inserts", (ctx) => {
  it("stores every one of 150 inserts from 50 clients exactly once", async () => {
    const result = await runLoad(ctx.name, ctx.engine.db, { clients: 50, total: 100, warmup: 50 });
    expect(result.failed).toBe(0);
    expect(result.ok).toBe(100);
    expect(result.warmup).toBe(50);
    expect(result.rows).toBe(150); // the warm-up's rows too: none lost, none doubled
  });
});
