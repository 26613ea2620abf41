/**
 * Every hostile or unusual input ends in exactly one of two ways: stored byte for byte (read back with the service
 * role), or rejected with a JSON error carrying a message, with nothing stored. The backend survives all of it.
 */
import { describeEachEngine, writeReport } from "./helpers";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { hostileCorpus } from "./hostile-inputs";

jest.setTimeout(120_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeEachEngine("hostile input against the local backend", (ctx) => {
  const service = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
  const rowsWhere = async (filter: string) => {
    const response = await fetch(`${ctx.engine.backend.url}/rest/v1/contact_messages?select=*${filter}`, {
      headers: service,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>[];
  };

  it("stores or cleanly rejects each of at least 200 cases, and never leaves a partial row", async () => {
    const corpus = hostileCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const outcomes = new Map<string, { stored: number; rejected: number; statuses: Set<number> }>();
    let stored = 0;
    const before = (await rowsWhere("")).length;

    for (const testCase of corpus) {
      const response = await fetch(`${ctx.engine.backend.url}/rest/v1/contact_messages`, {
        method: "POST",
        headers: {
          apikey: ANON_KEY,
          Authorization: `Bearer ${ANON_KEY}`,
          "Content-Type": testCase.contentType ?? "application/json",
          "Content-Profile": "public",
        },
        body: testCase.body,
      });
      const text = await response.text();
      const where = `${testCase.kind} / ${testCase.label}`;
      const tally = outcomes.get(testCase.kind) ?? { stored: 0, rejected: 0, statuses: new Set<number>() };
      tally.statuses.add(response.status);
      outcomes.set(testCase.kind, tally);
      const lookup = testCase.submissionId && UUID.test(testCase.submissionId) ? testCase.submissionId : null;

      if (response.status === 201) {
        tally.stored += 1;
        stored += 1;
        if (process.env.HOSTILE_DEBUG) console.log(`stored: ${where}`);
        expect(lookup).not.toBeNull();
        const rows = await rowsWhere(`&submission_id=eq.${lookup}`);
        expect(rows).toHaveLength(1);
        for (const [field, value] of Object.entries(testCase.sent!)) {
          const storedValue = rows[0][field];
          // Like PostgREST, a JSON number, boolean or array sent for a text column is stored as its JSON text.
          const asSent =
            typeof storedValue === "string" && value !== null && typeof value !== "string"
              ? JSON.parse(storedValue)
              : storedValue;
          expect({ where, field, value: asSent }).toEqual({ where, field, value });
        }
      } else {
        tally.rejected += 1;
        expect({ where, status: response.status >= 400 && response.status < 500 }).toEqual({ where, status: true });
        const error = JSON.parse(text);
        expect({ where, hasMessage: typeof error.message === "string" && error.message.length > 0 }).toEqual({
          where,
          hasMessage: true,
        });
        if (lookup) expect(await rowsWhere(`&submission_id=eq.${lookup}`)).toEqual([]);
      }
    }

    // Nothing but the accepted cases reached the table, and the backend still answers.
    expect((await rowsWhere("")).length - before).toBe(stored);
    expect((await fetch(`${ctx.engine.backend.url}/health`)).status).toBe(200);

    const report = [...outcomes].map(
      ([kind, t]) =>
        `${kind.padEnd(44)} stored ${String(t.stored).padStart(3)}  rejected ${String(t.rejected).padStart(3)}  (HTTP ${[...t.statuses].sort().join(", ")})`,
    );
    writeReport(
      `hostile-input-${ctx.name}`,
      `Hostile input (${corpus.length} cases) on ${ctx.name}:\n${report.join("\n")}`,
    );
  });

  it("keeps people and payloads apart: the classes that must be rejected are rejected", async () => {
    // Spot checks that the corpus outcomes are the intended ones, not just "some outcome".
    const send = (body: Record<string, unknown>) =>
      fetch(`${ctx.engine.backend.url}/rest/v1/contact_messages`, {
        method: "POST",
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          form: "contact",
          name: "A",
          email: `spot-${Date.now()}-${Math.random()}@example.com`,
          goal: "g",
          message: "m",
          ...body,
        }),
      });
    expect((await send({ name: "   " })).status).toBe(400);
    expect((await send({ name: "a\u0000b" })).status).toBe(400);
    expect((await send({ message: "x".repeat(1024 * 1024) })).status).toBe(400);
    expect((await send({ email: "plainaddress" })).status).toBe(400);
    expect((await send({ is_admin: true })).status).toBe(400);
    expect((await send({ name: "\u00a0" })).status).toBe(400);
    expect((await send({ email: "Ada <ada@example.com>" })).status).toBe(400);
    expect((await send({ name: "<script>alert(1)</script>" })).status).toBe(201);
    expect((await send({ name: "'; DROP TABLE contact_messages; --" })).status).toBe(201);
    expect((await send({ email: "用户@例子.广告" })).status).toBe(201);
  });
});
