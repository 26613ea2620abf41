// Two projects: browser-side code in jsdom, build and backend code in Node.
// Gatsby's documented Jest setup (babel-preset-gatsby + TypeScript), see README "Tests".
const shared = {
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./babel.jest.config.js" }] },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  moduleNameMapper: {
    "\\.(css)$": "<rootDir>/__mocks__/style-mock.js",
    "\\.(gif|jpg|jpeg|png|svg|webp|avif|mp4|webm)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e"],
  globals: { __PATH_PREFIX__: "" },
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...shared,
      displayName: "ui",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      // __mocks__ holds the documented gatsby mock; it only applies when it is inside a root.
      roots: ["<rootDir>/src", "<rootDir>/__mocks__"],
      setupFiles: ["<rootDir>/jest.loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
    },
    {
      ...shared,
      displayName: "node",
      testEnvironment: "node",
      roots: ["<rootDir>/gatsby", "<rootDir>/backend", "<rootDir>/tests"],
    },
  ],
};
