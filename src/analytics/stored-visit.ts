/**
 * This tab's visit read back (start.ts wrote it): from sessionStorage, which the visitor can edit, so checked; else
 * the copy the document holds. Loaded with the sender (sender.ts) and the forms (signup.ts), never at start-up.
 */
import { exposureOf } from "./experiment";
import { SOURCE_KEYS, VISIT_KEY, trimmed, type Visit } from "./visit";

/**
 * A visit read back, with only its known keys in the order stored, each a trimmed, capped, non-empty string (the
 * experiment only as experiment.ts reads it); null when it has no landing path.
 */
export function cleanVisit(value: unknown): Visit | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  const landing = trimmed(record.landing);
  if (!landing?.startsWith("/")) return null;
  const visit: Visit = { landing };
  const referrer = trimmed(record.referrer);
  if (referrer) visit.referrer = referrer;
  for (const key of SOURCE_KEYS) {
    const kept = trimmed(record[key]);
    if (kept) visit[key] = kept;
  }
  const exposure = exposureOf(record.experiment);
  if (exposure) visit.experiment = `${exposure.experiment}:${exposure.version}`;
  return visit;
}

/**
 * This tab's visit, from sessionStorage (checked: the visitor can edit it), else `held`, the copy the document
 * recorded (start.ts heldVisit: storage blocked); null when none was recorded.
 */
export function storedVisit(held: Visit | undefined): Visit | null {
  try {
    const stored = cleanVisit(JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "null"));
    if (stored) return stored;
  } catch {
    // Storage blocked, or not JSON.
  }
  return cleanVisit(held);
}
