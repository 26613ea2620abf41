import path from "path";
import type { GatsbyNode, Reporter } from "gatsby";
import { supabaseSettingsProblem } from "./supabase-settings";
import { validateData } from "./validate-data";

const root = path.resolve(__dirname, "..");

/** Panics (stopping the build) with every problem in data/ under `siteRoot`, one line each. */
export function checkData(siteRoot: string, reporter: Pick<Reporter, "panic">): void {
  const problems = validateData(path.join(siteRoot, "data"), path.join(siteRoot, "src/pages"));
  if (problems.length > 0) {
    reporter.panic(
      `Content check failed: ${problems.length} problem(s) in data/\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
}

/** Panics (stopping the build) when the forms would have no Supabase to talk to (see supabase-settings.ts). */
export function checkSupabaseSettings(
  env: Record<string, string | undefined>,
  reporter: Pick<Reporter, "panic">,
): void {
  const problem = supabaseSettingsProblem(env);
  if (problem) reporter.panic(problem);
}

/** Stops the build before sourcing when the Supabase settings are missing or any data file breaks its contract. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  checkSupabaseSettings(process.env, reporter);
  checkData(root, reporter);
};
