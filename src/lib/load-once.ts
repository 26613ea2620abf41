/**
 * A dynamic import (or any other load) that is started once and shared by every caller, and forgotten after a
 * failure so the next call tries again: offline when a chunk was first needed must not break it for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
