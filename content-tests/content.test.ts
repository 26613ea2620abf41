/**
 * What the spec fixes in data/: its pages, its header menus' order, its special calls to action
 * (content-tests/spec-content.ts). The rules every data file keeps are the data check's, tested with it.
 */
import { describeSpecContent } from "./spec-content";
import { DATA_DIR } from "./solution-pages";

describeSpecContent(DATA_DIR);
