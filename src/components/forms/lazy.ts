/**
 * The one lazy boundary of the sign-up forms. What they need only once a visitor uses them (loaded.tsx: Formik, yup,
 * the row rules, sending) and react-toastify are not in the pages' start-up JavaScript; the first focus, input or
 * touch on a form starts loading them, and nothing is lost meanwhile because the fields keep what is typed
 * (ProgressiveForm.tsx) and Formik starts from it (FormState.tsx). The welcome after joining loads the same way,
 * from membership/lazy.ts.
 */
import { loadOnce } from "../../lib/load-once";

export type Loaded = typeof import("./loaded");
type Toastify = typeof import("react-toastify");

export const loadSignup = loadOnce<Loaded>(() => import("./loaded"));

let toastify: Toastify | null = null;
const toastifyListeners = new Set<(library: Toastify) => void>();
const loadToastify = loadOnce<Toastify>(() =>
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

/** Starts loading everything a form needs, and the Supabase client; called when a form is first used. */
export function preload(): Promise<Loaded> {
  const loaded = loadSignup();
  loaded.then(({ warmUp }) => warmUp()).catch(() => undefined);
  loadToastify().catch(() => undefined);
  return loaded;
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
