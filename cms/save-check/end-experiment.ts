/**
 * Ending a hero test in the content manager: the editor chooses "End and keep version" on the page's test and saves.
 * Before the check and the save (prepare.ts), the kept version's heading, description and button text become the
 * page's hero, and the test moves to the page's past tests with its days, each version's share and texts, and the
 * version kept, where the report finds it (docs/editors/editing.md, "Testing two headlines"). The next build has no
 * versions and no manifest entry for it: the page is the kept version for everyone.
 */
import { DEFAULT_CTA_LABEL } from "../../src/contracts/values";
import { versionA } from "../../src/contracts/hero-experiment";

type Data = Record<string, unknown>;
type Version = { name: string; share: number; heading: string; description: string; buttonLabel: string };
interface Running {
  id: string;
  start: string;
  end: string;
  shareA: number;
  versions: Version[];
  endAndKeep?: string;
}

/** Today as the host counts days (UTC): 2026-12-14. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * The page with its test ended, when the editor chose a version to keep that the test has; else the page as it is
 * (the check then says what is wrong with the choice).
 */
export function withEndedExperiment(data: Data, today = utcToday()): Data {
  const running = data.heroExperiment as Running | undefined;
  if (!running || typeof running !== "object" || !running.endAndKeep || !Array.isArray(running.versions)) return data;
  const a = versionA(data);
  const versions: Version[] = [{ name: "A", share: running.shareA, ...a }, ...running.versions];
  const kept = versions.find((version) => version.name === running.endAndKeep);
  if (!kept) return data;
  const past = {
    id: running.id,
    start: running.start,
    end: running.end,
    // Ended before its last day: the report reads the days it really ran.
    ...(today < running.end && { endedOn: today }),
    kept: kept.name,
    versions: versions.map(({ name, share, heading, description, buttonLabel }) => ({
      name,
      share,
      heading,
      description,
      buttonLabel,
    })),
  };
  const { heroExperiment: _ended, ...page } = data;
  const pastTests = Array.isArray(data.pastHeroExperiments) ? data.pastHeroExperiments : [];
  const label = kept.buttonLabel === DEFAULT_CTA_LABEL && !data.ctaLabel ? {} : { ctaLabel: kept.buttonLabel };
  return {
    ...page,
    heroHeading: kept.heading,
    heroDescription: kept.description,
    ...label,
    pastHeroExperiments: [...pastTests, past],
  };
}

/**
 * Why the editor's "End and keep version" cannot be saved as chosen, in words: a version the test does not have ("C"
 * where there is no C: the list offers every letter a test may have), or a test whose first day has not come, which
 * no visitor has seen (ending it would record a result it never had).
 */
export function endingProblems(data: Data, today = utcToday()): string[] {
  const running = data.heroExperiment as Running | undefined;
  if (!running || typeof running !== "object" || !running.endAndKeep) return [];
  const names = ["A", ...(Array.isArray(running.versions) ? running.versions.map((v) => v.name) : [])];
  if (!names.includes(running.endAndKeep))
    return [
      `End and keep version: this test has no version ${running.endAndKeep}; choose ${names.slice(0, -1).join(", ")} or ${names.at(-1)}.`,
    ];
  if (typeof running.start === "string" && today < running.start)
    return [
      `End and keep version: this test has not started yet (its first day is ${running.start}), so no visitor has seen its versions. To call it off, remove the test; to let it run, leave this empty.`,
    ];
  return [];
}

/** Whether saving `data` ends a test (its data then changes shape, not only its texts). */
export const endsExperiment = (data: Data) => withEndedExperiment(data, "0000-00-00") !== data;

/** The little of Immutable's Map the conversion needs: Decap's own copy, so the CMS bundles no second one. */
export interface ImmutableLike {
  set(key: string, value: unknown): ImmutableLike;
  push?(value: unknown): ImmutableLike;
  clear(): ImmutableLike;
  toList(): ImmutableLike;
}

/**
 * Plain data as Decap holds an entry's (Immutable Maps and Lists), built from an empty Map of Decap's own: a preSave
 * listener that changes more than texts returns the entry's whole data in that form.
 */
export function immutableFrom(value: unknown, emptyMap: ImmutableLike): unknown {
  if (Array.isArray(value)) {
    return value.reduce<ImmutableLike>((list, item) => list.push!(immutableFrom(item, emptyMap)), emptyMap.toList());
  }
  if (value && typeof value === "object") {
    return Object.entries(value).reduce<ImmutableLike>(
      (map, [key, item]) => map.set(key, immutableFrom(item, emptyMap)),
      emptyMap,
    );
  }
  return value;
}
