/**
 * A page's hero test as the build makes it (data: `heroExperiment`, src/contracts/hero-experiment.ts): version A is
 * the page at its own address; B and C are pages of their own at /_versions/<test>/<b|c> (gatsby/create-pages.ts),
 * the same page with the hero's heading, description and button text changed. The host serves one of them per
 * visitor under A's address, reading public/_experiments.json (build/experiments.ts writes it). Pure, so both the
 * build and the tests use it.
 */
import { versionPath, type VersionName } from "../contracts/values";

/** The part of a page's heroExperiment the build reads (checked by the contract before any build). */
export interface HeroExperiment {
  id: string;
  start: string;
  end: string;
  shareA: number;
  versions: readonly { name: string; share: number; heading: string; description: string; buttonLabel: string }[];
}

/** What the page template needs to render a version (its page context): the texts and A's address. */
export interface VersionContext {
  experiment: string;
  version: string;
  heading: string;
  description: string;
  buttonLabel: string;
  /** A's address: the canonical URL, Open Graph's URL and image are A's. */
  servedAt: string;
}

/** The pages each version other than A becomes: their address and page context. */
export function versionPages(route: string, experiment: HeroExperiment): { path: string; context: VersionContext }[] {
  return experiment.versions.map((version) => ({
    path: versionPath(experiment.id, version.name),
    context: {
      experiment: experiment.id,
      version: version.name,
      heading: version.heading,
      description: version.description,
      buttonLabel: version.buttonLabel,
      servedAt: route,
    },
  }));
}

/** One experiment in public/_experiments.json (docs/operators/experiments.md), for the host's function. */
export interface ManifestEntry {
  id: string;
  path: string;
  start: string;
  end: string;
  versions: { name: VersionName; share: number; file: string }[];
}

/** The manifest's entry of a page's test: A is the page itself, each other version its own page. */
export function manifestEntry(route: string, experiment: HeroExperiment): ManifestEntry {
  return {
    id: experiment.id,
    path: route,
    start: experiment.start,
    end: experiment.end,
    versions: [
      { name: "A", share: experiment.shareA, file: route },
      ...experiment.versions.map((version) => ({
        name: version.name as VersionName,
        share: version.share,
        file: versionPath(experiment.id, version.name),
      })),
    ],
  };
}

/** What `<meta name="experiment">` says on each page of a test: "coaches-hero-words:B". */
export const experimentMeta = (experiment: string, version: string) => `${experiment}:${version}`;
