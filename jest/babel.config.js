// Used by babel-jest only; Gatsby's own build keeps its default Babel config.
module.exports = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
};
