/**
 * 50 concurrent submitters sending 2,000 valid inserts (after 200 for warm-up) through the local backend: 0 lost, 0 duplicated, no error
 * answers, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. Throughput is printed, not asserted: it is noisy.
 */
import { describeEachEngine, writeReport } from "./helpers";
import { formatLoad, runLoad } from "../../bench/backend-load";

jest.setTimeout(180_000);

describeEachEngine("load", (ctx) => {
  it("stores every one of 2,000 inserts from 50 clients exactly once", async () => {
    const result = await runLoad(ctx.name, ctx.engine.db);
    writeReport(`load-${ctx.name}`, formatLoad([result]));
    expect(result.failed).toBe(0);
    expect(result.ok).toBe(2000);
    expect(result.warmup).toBe(200);
    expect(result.rows).toBe(2200); // the warm-up's rows too: none lost, none doubled
  });
});
