/**
 * What the forms need only once a visitor uses them: validation, sending (on-demand.ts) and react-toastify. They
 * are not in the pages' start-up JavaScript; the first focus or touch on a form starts loading them (and
 * supabase-js), and nothing is lost meanwhile because the form keeps what the fields hold (lib/early-form.ts).
 */
import type { FormErrors, FormValues } from "./form-state";

export type OnDemand = typeof import("./on-demand");
type Toastify = typeof import("react-toastify");
type Schema = OnDemand["waitlistSchema"] | OnDemand["contactSchema"];

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

/** Starts loading everything a submit needs; called on the first focus or pointer-down in a form. */
export function preloadFormLibraries(): void {
  loadOnDemand()
    .then(({ warmUpSupabase }) => warmUpSupabase())
    .catch(() => undefined);
  loadToastify().catch(() => undefined);
}

/**
 * A form's `validate`: one of the yup schemas, loaded on demand. If it cannot be loaded, the values go to the
 * database unchecked: its constraints hold the same limits and answer with sentences of their own.
 */
export function lazyValidate<Values extends FormValues>(pick: (onDemand: OnDemand) => Schema) {
  return async (values: Values): Promise<FormErrors<Values>> => {
    let onDemand: OnDemand;
    try {
      onDemand = await loadOnDemand();
    } catch {
      return {};
    }
    return (await onDemand.schemaErrors(pick(onDemand), values)) as FormErrors<Values>;
  };
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
