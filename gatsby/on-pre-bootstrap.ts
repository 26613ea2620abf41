import path from "path";
import type { GatsbyNode, Reporter } from "gatsby";
import { CONTRACTS } from "../src/contracts";
import { validateData } from "./validate-data";

const root = path.resolve(__dirname, "..");

/** Panics (stopping the build) with every problem in data/ under `siteRoot`, one line each. */
export function checkData(siteRoot: string, reporter: Pick<Reporter, "panic">): void {
  const problems = validateData(path.join(siteRoot, "data"), path.join(siteRoot, "src/pages"), CONTRACTS);
  if (problems.length > 0) {
    reporter.panic(
      `Content check failed: ${problems.length} problem(s) in data/\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
}

/** Stops the build before sourcing when any data file breaks its contract. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => checkData(root, reporter);
