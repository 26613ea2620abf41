/**
 * A hero test's name is its one identity in the visits and sign-ups counted for it (the report groups by it), so no
 * two tests anywhere on the site share one, running or past: each place a name is used on two pages is refused,
 * naming the other page. (Two tests of one page sharing a name: hero-experiment.ts, with the page's own rules.)
 */
import type { DuplicateText, PageOfFile } from "./unique-texts";

interface Named {
  page: PageOfFile;
  id: string;
  path: string[];
}

function namesOf(page: PageOfFile): Named[] {
  const value = (page.value ?? {}) as { heroExperiment?: { id?: unknown }; pastHeroExperiments?: unknown };
  const found: Named[] = [];
  if (typeof value.heroExperiment?.id === "string") {
    found.push({ page, id: value.heroExperiment.id, path: ["heroExperiment", "id"] });
  }
  if (Array.isArray(value.pastHeroExperiments)) {
    value.pastHeroExperiments.forEach((past: { id?: unknown } | null, i) => {
      if (typeof past?.id === "string")
        found.push({ page, id: past.id, path: ["pastHeroExperiments", String(i), "id"] });
    });
  }
  return found;
}

const printed = (path: string[]) =>
  path
    .map((key) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`))
    .join("")
    .slice(1);

export function sharedExperimentNames(pages: PageOfFile[]): DuplicateText[] {
  const names = pages.flatMap(namesOf);
  const found: DuplicateText[] = [];
  for (const name of names) {
    const other = names.find((n) => n.id === name.id && n.page.file !== name.page.file);
    if (!other) continue;
    found.push({
      file: name.page.file,
      field: printed(name.path),
      path: name.path,
      reason: `the test name "${name.id}" is also used on data/${other.page.file} (field "${printed(other.path)}"); each test needs a name never used before, on any page`,
      plain: `Another page already has a test called "${name.id}": ${other.page.name}. Give this test a name of its own.`,
    });
  }
  return found;
}
