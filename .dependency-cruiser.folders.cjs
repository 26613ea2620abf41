// The second pass of `npm run check:layers` (see .dependency-cruiser.cjs): no two folders import each other,
// directly or through other folders, read without the tests (a folder's tests may import a folder above it).
const { TESTS, options } = require("./.dependency-cruiser.cjs");

module.exports = {
  forbidden: [
    {
      name: "no-folder-circle",
      comment: "Two folders import each other, directly or through others.",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
  ],
  options: { ...options, exclude: { path: `${options.exclude.path}|${TESTS}` } },
};
