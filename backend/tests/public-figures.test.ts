// What the site says in public about the waitlist (supabase/migrations/20261122001200_waitlist_public_figures.sql):
// waitlist_public_figures(), called with the anon key as the browser calls it, answers the database's own counts
// (confirmed members, invited members, the last wave), each rounded down, never an exact small count. Seeded in
// bulk as the owner, read through the REST stand-in, compared with counts taken straight from the tables.
import type { SupabaseClient } from "@supabase/supabase-js";
import { ANON_KEY } from "../keys";
import { describeEachEngine, supabase } from "./helpers";

jest.setTimeout(180_000);

/** The migration's rule, written again here: the test fails if the function rounds in any other way. */
const roundDown = (n: number) => (n < 10 ? 0 : n < 100 ? n - (n % 10) : n < 10_000 ? n - (n % 100) : n - (n % 1000));

describeEachEngine("the waitlist's public figures", (ctx) => {
  let anon: SupabaseClient;
  const sql = <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    ctx.engine.db.query<R>(text, params);

  beforeAll(() => {
    anon = supabase(ctx.engine.backend.url, ANON_KEY);
  });

  const figures = async () => {
    const { data, error } = await anon.rpc("waitlist_public_figures", {});
    if (error) throw new Error(`waitlist_public_figures: ${error.code} ${error.message}`);
    return data as { joined: number; invited: number; last_wave: { day: string; let_in: number } | null };
  };
  const counted = async () => {
    const [row] = await sql<{ joined: number; invited: number }>(
      `select count(*) filter (where confirmed_at is not null)::int as joined,
              count(*) filter (where invited_at is not null)::int as invited
         from waitlist_members where deleted_at is null`,
    );
    return row;
  };
  /** n waitlist sign-ups in one statement (each gets its member row from the insert trigger), m of them confirmed. */
  async function seed(n: number, confirmed: number) {
    const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await sql(
      `insert into contact_messages (form, name, email, goal, message)
       select 'waitlist', 'Seed ' || i, 'seed+' || $1 || '-' || i || '@example.com', 'Launch a channel', 'Hello'
         from generate_series(1, $2::int) i`,
      [tag, n],
    );
    await sql(
      `update waitlist_members set confirmed_at = now()
        where message_id in (select m.message_id from waitlist_members m join contact_messages c on c.id = m.message_id
                              where c.email like 'seed+' || $1 || '-%' order by c.email limit $2)`,
      [tag, confirmed],
    );
  }

  test("an empty waitlist shows nothing: every figure 0, no wave", async () => {
    expect(await figures()).toEqual({ joined: 0, invited: 0, last_wave: null });
  });

  test("few members: never an exact small count", async () => {
    await seed(12, 9);
    expect(await counted()).toEqual({ joined: 9, invited: 0 });
    expect((await figures()).joined).toBe(0);
    await seed(30, 28); // 37 confirmed
    expect((await counted()).joined).toBe(37);
    expect((await figures()).joined).toBe(30);
  });

  test("the figure matches the database's count of confirmed members, rounded down; unconfirmed and deleted do not count", async () => {
    await seed(1300, 1234);
    await sql(`update waitlist_members set deleted_at = now()
                where message_id in (select message_id from waitlist_members where confirmed_at is not null limit 5)`);
    const db = await counted();
    expect(db.joined).toBe(37 + 1234 - 5);
    const answer = await figures();
    expect(answer.joined).toBe(roundDown(db.joined));
    expect(answer.joined).toBe(1200);
  });

  test("invitations: how many are in and the last wave (its day and how many it let in), rounded down", async () => {
    const wave1 = await sql<{ status: string }>(`select * from waitlist_invite_next(120, 'wave-1')`);
    expect(wave1).toHaveLength(120);
    let answer = await figures();
    expect(answer.invited).toBe(100);
    expect(answer.last_wave).toEqual({ day: new Date().toISOString().slice(0, 10), let_in: 100 });
    // A later, smaller wave is the last one: 7 let in reads as 0 (fewer than 10), the total still matches.
    await sql(`update waitlist_members set invited_at = invited_at - interval '1 day' where invite_batch = 'wave-1'`);
    await sql(`select * from waitlist_invite_next(7, 'wave-2')`);
    answer = await figures();
    const db = await counted();
    expect(db.invited).toBe(127);
    expect(answer.invited).toBe(roundDown(127));
    expect(answer.last_wave).toEqual({ day: new Date().toISOString().slice(0, 10), let_in: 0 });
    // Invited members confirmed first: they still count among those who joined.
    expect(answer.joined).toBe(roundDown(db.joined));
  });

  test("the anon key may call it, and reads nothing else", async () => {
    const { error } = await anon.from("waitlist_members").select("message_id").limit(1);
    expect(error).not.toBeNull();
    const { data, error: roundError } = await anon.rpc("waitlist_round_down", { n: 1299 });
    expect(roundError).toBeNull();
    expect(data).toBe(1200);
  });
});
