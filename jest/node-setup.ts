// Node suites open databases, servers and child processes: on a busy 2-core machine a step that takes 1 s when
// idle can take 10 s or more, far beyond Jest's 5 s default. Suites that need longer still set their own.
jest.setTimeout(60_000);
