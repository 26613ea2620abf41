import v8 from "node:v8";

// Node suites open databases, servers and child processes: on a busy 2-core machine a step that takes 1 s when
// idle can take 10 s or more, far beyond Jest's 5 s default. Suites that need longer still set their own.
jest.setTimeout(60_000);

// PGlite is PostgreSQL compiled to WebAssembly. V8 compiles it twice: at once with its baseline compiler (Liftoff),
// then again, optimised, on background threads. A suite's few hundred queries end before the second pays off, and
// on 2 cores those threads take time from the other worker: baseline only, for the whole worker process
// (docs/developers/testing.md, "How long the tests take").
v8.setFlagsFromString("--liftoff-only");
