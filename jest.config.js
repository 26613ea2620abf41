// Two projects: browser-side code in jsdom, build and backend code in Node. Jest's helpers live in jest/.
// Gatsby's documented Jest setup (babel-preset-gatsby + TypeScript), see README "Tests".
const shared = {
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./jest/babel.config.js" }] },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  moduleNameMapper: {
    "\\.(css)$": "<rootDir>/jest/style-mock.js",
    "\\.(gif|jpg|jpeg|png|svg|webp|avif|mp4|webm)$": "<rootDir>/jest/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e"],
  globals: { __PATH_PREFIX__: "" },
};

/** @type {import('jest').Config} */
module.exports = {
  // Jest's default is one worker fewer than the cores: on a 2-core machine, one. The main process only collects
  // results, so every core runs a worker (docs/developers/testing.md, "How long the tests take").
  maxWorkers: "100%",
  projects: [
    {
      ...shared,
      displayName: "ui",
      testEnvironment: "jsdom",
      // Room for a wait of jest/setup.ts's 10 s on a machine whose cores are busy.
      testTimeout: 30_000,
      testEnvironmentOptions: { url: "http://localhost/" },
      // jest/__mocks__/gatsby.js is Gatsby's documented mock; a node_modules mock applies only inside a root.
      roots: ["<rootDir>/src", "<rootDir>/jest"],
      setupFiles: ["<rootDir>/jest/loader-shim.js"],
      setupFilesAfterEnv: ["<rootDir>/jest/setup.ts"],
    },
    {
      ...shared,
      displayName: "node",
      testEnvironment: "node",
      roots: [
        "<rootDir>/gatsby",
        "<rootDir>/build",
        "<rootDir>/backend",
        "<rootDir>/tools",
        "<rootDir>/content-tests",
        "<rootDir>/cms",
        "<rootDir>/bench",
        "<rootDir>/emails",
      ],
      setupFilesAfterEnv: ["<rootDir>/jest/node-setup.ts"],
      // One migrated database per run, copied for each backend suite (backend/tests/templates.ts).
      globalSetup: "<rootDir>/jest/node-global-setup.ts",
      globalTeardown: "<rootDir>/jest/node-global-teardown.ts",
    },
  ],
};
