/**
 * What the forms need only once a visitor uses them: Formik with the yup schemas (formik-engine.tsx), sending
 * (on-demand.ts) and react-toastify. They are not in the pages' start-up JavaScript; the first focus, input or
 * touch on a form starts loading them (and supabase-js), and nothing is lost meanwhile because the fields keep
 * what is typed and Formik starts from it (form-state.tsx, lib/early-form.ts).
 */
export type OnDemand = typeof import("./on-demand");
export type FormEngine = typeof import("./formik-engine");
type Toastify = typeof import("react-toastify");

/** A dynamic import that is started once and tried again after a failure (offline when first needed). */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

export const loadOnDemand = loadOnce<OnDemand>(() => import("./on-demand"));
export const loadFormEngine = loadOnce<FormEngine>(() => import("./formik-engine"));
let toastify: Toastify | null = null;
const toastifyListeners = new Set<(library: Toastify) => void>();
export const loadToastify = loadOnce<Toastify>(() =>
  import("react-toastify").then((library) => {
    toastify = library;
    toastifyListeners.forEach((listener) => listener(library));
    return library;
  }),
);

/** Calls back with react-toastify once something has loaded it (at once if it is loaded). Returns the unsubscribe. */
export function whenToastifyLoaded(listener: (library: Toastify) => void): () => void {
  if (toastify) {
    listener(toastify);
    return () => undefined;
  }
  toastifyListeners.add(listener);
  return () => {
    toastifyListeners.delete(listener);
  };
}

/** Starts loading everything a submit needs but Formik; called when a form is first used. */
export function preloadFormLibraries(): void {
  loadOnDemand()
    .then(({ warmUpSupabase }) => warmUpSupabase())
    .catch(() => undefined);
  loadToastify().catch(() => undefined);
}

/**
 * Shows a toast once react-toastify is there (toasts sent before the container mounts wait in its queue). If the
 * library cannot be loaded, the message still reaches the visitor.
 */
export function notify(kind: "success" | "error", message: string): void {
  loadToastify()
    .then(({ toast }) => toast[kind](message))
    .catch(() => window.alert(message));
}
