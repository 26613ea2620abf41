/** A file published in this session stands in the snapshot at once, until the server's copy has it (cms/files/snapshot.ts). */
import { loadSnapshot, onSnapshot, published, snapshot, type Snapshot } from "./snapshot";

const answer = (sources: Snapshot["sources"]) => {
  global.fetch = (async () => ({ ok: true, json: async () => ({ sources, pageRoutes: [], layout: [] }) })) as never;
};

test("a published file is in the snapshot at once, kept while the server answers the old text, then the server's", async () => {
  answer([{ file: "industries/coaches.json", source: '{"title":"Coaches"}' }]);
  await loadSnapshot();
  let changes = 0;
  const stop = onSnapshot(() => changes++);
  published("industries/coaches.json", '{"title":"Coaches and mentors"}');
  published("industries/mentors.json", '{"title":"Mentors"}');
  expect(snapshot().values["industries/coaches.json"]).toEqual({ title: "Coaches and mentors" });
  // The live site's data.json is the last build's until the next build ends.
  await loadSnapshot();
  expect(snapshot().values["industries/coaches.json"]).toEqual({ title: "Coaches and mentors" });
  expect(snapshot().values["industries/mentors.json"]).toEqual({ title: "Mentors" });
  // The server has caught up (or moved on): its text wins.
  answer([{ file: "industries/coaches.json", source: '{"title":"Coaches for teams"}' }]);
  await loadSnapshot();
  expect(snapshot().values["industries/coaches.json"]).toEqual({ title: "Coaches for teams" });
  expect(changes).toBe(4);
  stop();
});
