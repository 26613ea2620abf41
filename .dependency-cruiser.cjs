// `npm run check:layers`: dependency-cruiser reads every import (TypeScript included) and fails on these rules.
// The project's code stands on four floors; an import goes down or stays on its floor, never up:
//   1. the contracts (src/contracts): the data layer, importing nothing of ours;
//   2. the site: the rest of src/, the Edge Functions (supabase/functions) and the e-mails (emails/);
//   3. Gatsby and the servers: gatsby/ (and Gatsby's gatsby-*.ts files), build/, cms/, backend/;
//   4. the tools: tools/, bench/.
// Tests (*.test.*, tests/, e2e/, content-tests/, jest/) stand on top and may import any floor. On top of the floors,
// no module takes part in a circle of imports, tests' helpers included, and no two folders import each other
// (dependency-cruiser's folder scope), however many steps apart: that rule is in .dependency-cruiser.folders.cjs, run
// second without the tests, since a folder's tests may import a folder that stands on it.
// tools/checks/layers.test.ts shows each rule failing on a planted import.
const TESTS = "\\.test\\.[cm]?[jt]sx?$|^(e2e|content-tests|jest)/|(^|/)tests/";

/** The floors, lowest first: the paths of each. */
const FLOORS = [
  { name: "the contracts", path: "^src/contracts/" },
  { name: "the site", path: "^(src|supabase/functions|emails)/" },
  { name: "Gatsby and the servers", path: "^(gatsby|build|cms|backend)/|^gatsby-(config|node|browser|ssr)\\.tsx?$" },
  { name: "the tools", path: "^(tools|bench)/" },
];

/** Everything of ours that a floor can import: every floor, and the content (data/). */
const OURS = `${FLOORS.map((floor) => floor.path).join("|")}|^data/`;

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A module takes part in a circle of imports.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "contracts-import-nothing-of-ours",
      comment: "The contracts are the lowest floor: gatsby/, build/, cms/, tools/ and the site all stand on them.",
      severity: "error",
      from: { path: FLOORS[0].path, pathNot: TESTS },
      to: { path: OURS, pathNot: FLOORS[0].path },
    },
    // One rule per floor: nothing on it imports a floor above it.
    ...FLOORS.slice(1, -1).map((floor, index) => ({
      name: `no-import-up-from-floor-${index + 2}`,
      comment: `${floor.name} (floor ${index + 2}) import a floor above: ${FLOORS.slice(index + 2)
        .map((above) => above.name)
        .join(", ")}.`,
      severity: "error",
      from: { path: floor.path, pathNot: `${TESTS}|${FLOORS[0].path}` },
      to: {
        path: FLOORS.slice(index + 2)
          .map((above) => above.path)
          .join("|"),
      },
    })),
  ],
  options: {
    // The project's code, its content (data/) and its tests; `depcruise .` reads only these.
    includeOnly: `${OURS}|^(e2e|content-tests|jest)/`,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|public|\\.cache)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
// For .dependency-cruiser.folders.cjs; not enumerable, since dependency-cruiser refuses a key it does not know.
Object.defineProperty(module.exports, "TESTS", { value: TESTS });
