/**
 * For tests: the site's hero test on /industries/coaches as public/_experiments.json lists it (build/experiments.ts
 * writes it, the Edge Function and the local server read it), with the shares and dates a test asks for.
 */
import type { ServedExperiment } from "./manifest";

export function coachesTest({
  shareB = 50,
  start = "2026-12-01",
  end = "2026-12-28",
}: { shareB?: number; start?: string; end?: string } = {}): ServedExperiment {
  return {
    id: "coaches-hero-words",
    path: "/industries/coaches",
    start,
    end,
    versions: [
      { name: "A", share: 100 - shareB, file: "/industries/coaches" },
      { name: "B", share: shareB, file: "/_versions/coaches-hero-words/b" },
    ],
  };
}
