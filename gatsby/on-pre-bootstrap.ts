import path from "path";
import type { GatsbyNode } from "gatsby";
import { validateData } from "./validate-data";

const root = path.resolve(__dirname, "..");

/** Stops the build before sourcing when any data file breaks its contract. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateData(path.join(root, "data"), path.join(root, "src/pages"));
  if (problems.length > 0) {
    reporter.panic(
      `Content check failed: ${problems.length} problem(s) in data/\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
};
