import path from "path";
import type { GatsbyNode, Reporter } from "gatsby";
import { CONTRACTS } from "../src/contracts";
import { supabaseSettingsProblem } from "../build/supabase-settings";
import { formatReport, validateData } from "../src/contracts/check/validate-data";
import { putPagesBack } from "./pages-back";

const root = path.resolve(__dirname, "..");

/** Gatsby prefixes it with the plugin's name: the build prints "ERROR #default-site-plugin_CONTENT". */
const CONTENT_ERROR_ID = "CONTENT";

/** The two reporter methods used; Gatsby's reporter has them (tests pass mocks). */
export interface ContentReporter {
  setErrorMap(
    map: Record<
      string,
      { text: (context: Record<string, string>) => string; level: "ERROR"; category: "USER"; type?: undefined }
    >,
  ): void;
  panic(meta: { id: string; context: { sourceMessage: string } }): void;
  error(meta: { id: string; context: { sourceMessage: string } }): void;
  success(text: string): void;
}

/** Registers the content error with Gatsby's reporter; `report` is what formatReport prints. */
export function contentError(
  reporter: Pick<ContentReporter, "setErrorMap">,
  report: string,
): { id: string; context: { sourceMessage: string } } {
  // No type: Gatsby would label the error PLUGIN; the text says what it is.
  reporter.setErrorMap({
    [CONTENT_ERROR_ID]: { text: (context) => context.sourceMessage, level: "ERROR", category: "USER", type: undefined },
  });
  // Gatsby's terminal renderer wraps text to the terminal's width, or to 80 columns when output is piped (CI logs,
  // `| tee`), breaking a problem's line in the middle; a wide enough width keeps each problem on one line.
  const longest = Math.max(...report.split("\n").map((line) => line.length));
  if (!process.stdout.isTTY && (process.stdout.columns ?? 0) < longest + 4) process.stdout.columns = longest + 4;
  return { id: CONTENT_ERROR_ID, context: { sourceMessage: report } };
}

/**
 * Panics (stopping the build) with every problem in data/ under `siteRoot`, one line each, as a structured error
 * of its own so it reads as a content error rather than "ERROR UNKNOWN".
 * @internal Exported for its tests only (knip --production).
 */
export function checkData(siteRoot: string, reporter: Pick<ContentReporter, "panic" | "setErrorMap">): void {
  const problems = validateData(path.join(siteRoot, "data"), path.join(siteRoot, "src/pages"), CONTRACTS);
  if (problems.length > 0) reporter.panic(contentError(reporter, formatReport(problems)));
}

/**
 * Panics (stopping the build) when the forms would have no Supabase to talk to (see supabase-settings.ts).
 * @internal Exported for its tests only (knip --production).
 */
export function checkSupabaseSettings(
  env: Record<string, string | undefined>,
  reporter: Pick<Reporter, "panic">,
): void {
  const problem = supabaseSettingsProblem(env);
  if (problem) reporter.panic(problem);
}

/**
 * Stops the build before sourcing when the Supabase settings are missing or any data file breaks its contract; then
 * puts the previous build's pages back where Gatsby's warm build looks for them (gatsby/pages-back.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  checkSupabaseSettings(process.env, reporter);
  checkData(root, reporter as unknown as ContentReporter);
  putPagesBack(reporter);
};
