/**
 * Content checks over data/ that go beyond one file's contract: the site as a whole (content-tests/site-rules.ts).
 */
import { describeSiteRules } from "./site-rules";
import { DATA_DIR } from "./solution-pages";

describeSiteRules(DATA_DIR);
