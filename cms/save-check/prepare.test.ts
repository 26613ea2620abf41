/**
 * What the content manager does to an entry before it checks and saves it (cms/save-check/prepare.ts): spaces at the
 * ends of a text trimmed, a question's empty link name made from the question. The browser tests show the same as an
 * editor meets it (e2e/cms-round-two.spec.ts).
 */
import config from "../config.json";
import { dataSnapshot } from "../files/data-snapshot";
import { formFields } from "./field-problems";
import { changedTexts, linkNameOf, prepared, trimmed } from "./prepare";
import { problemsOf } from "./save-check";
import type { DecapField } from "../../src/contracts/generate/cms-config";

const served = dataSnapshot();
const values = Object.fromEntries(served.sources.map(({ file, source }) => [file, JSON.parse(source) as unknown]));
const collections = (config as { collections: DecapField[] }).collections;

describe("before a check and a save", () => {
  test("spaces at the ends of every text are trimmed, at any depth, and nothing else changes", () => {
    const coaches = values["industries/coaches.json"] as Record<string, unknown>;
    const typed = { ...coaches, title: "Coaches ", challengeParagraphs: [" A paragraph.", "Another. "] };
    const after = trimmed(typed);
    expect(after).toMatchObject({ title: "Coaches", challengeParagraphs: ["A paragraph.", "Another."] });
    expect(changedTexts(typed, after)).toEqual([
      [["title"], "Coaches"],
      [["challengeParagraphs", 0], "A paragraph."],
      [["challengeParagraphs", 1], "Another."],
    ]);
    // The build's check refuses the typed text and passes the trimmed one: the editor is never refused for a space.
    const rules = (value: unknown) => problemsOf("industries/coaches.json", value, served).map((p) => p.rule);
    expect(rules(typed)).toContain("trim");
    expect(rules(after)).toEqual([]);
  });

  test("a question's link name left empty is made from the question, unique in the list", () => {
    const faq = values["faq.json"] as { id: string; question: string; answer: string }[];
    const fields = formFields({ collections }, "faq.json");
    const data = {
      entries: [
        ...faq,
        { id: "", question: "How long can a video be?", answer: "As long as the script." },
        { question: "How long can a video be?", answer: "Still as long as the script." },
      ],
    };
    const entries = prepared(data, fields).entries as { id: string }[];
    expect(entries.slice(-2).map((e) => e.id)).toEqual(["how-long-can-a-video-be", "how-long-can-a-video-be-2"]);
    expect(entries.slice(0, faq.length)).toEqual(faq); // the others keep theirs
    expect(linkNameOf("Qu’est-ce que Scriptreel ?")).toBe("qu-est-ce-que-scriptreel");
  });

  test("a hero test left blank on a new page is left out, and one filled in is kept for the check", () => {
    const fields = formFields({ collections }, "use-cases/*");
    const page = { ...(values["use-cases/education.json"] as Record<string, unknown>) };
    // What Decap puts in a new entry's hero test block from its fields' defaults.
    const untouched = {
      ...page,
      heroExperiment: { id: "", start: "", end: "", versions: [] },
      pastHeroExperiments: [],
    };
    expect(prepared(untouched, fields)).not.toHaveProperty("heroExperiment");
    expect(prepared(untouched, fields)).not.toHaveProperty("pastHeroExperiments");
    expect(prepared(untouched, fields)).toEqual(page);
    const started = { ...page, heroExperiment: { id: "education-words", start: "", end: "", versions: [] } };
    expect(prepared(started, fields)).toHaveProperty("heroExperiment.id", "education-words");
  });
});
