/**
 * The one lazy boundary of the sign-up forms. What they need only once a visitor uses them (loaded.tsx: Formik, yup,
 * the row rules, sending) and react-toastify are not in the pages' start-up JavaScript; the first focus, input or
 * touch on a form starts loading them, and nothing is lost meanwhile because the fields keep what is typed and
 * Formik starts from it (FormState.tsx). The welcome after joining (Welcome.tsx) and the waitlist's functions for
 * the link pages (member-api.ts) load the same way, once needed.
 */
export type Loaded = typeof import("./loaded");
export type MemberApi = typeof import("./member-api");
export type Welcome = typeof import("./Welcome");
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

export const loadSignup = loadOnce<Loaded>(() => import("./loaded"));
export const loadMemberApi = loadOnce<MemberApi>(() => import("./member-api"));
export const loadWelcome = loadOnce<Welcome>(() => import("./Welcome"));

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
