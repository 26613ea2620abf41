/**
 * The form pages' toasts (the success and error notes of a submit), with react-toastify, which is not in the
 * start-up JavaScript: SignupForm.tsx loads it on the form's first use (loadToastify), and the container mounts
 * then; toasts sent before that wait in its queue.
 */
import * as React from "react";
import { loadOnce } from "../../lib/load-once";

type Toastify = typeof import("react-toastify");
let toastify: Toastify | null = null;
const toastifyListeners = new Set<(library: Toastify) => void>();
/** react-toastify, not in the start-up JavaScript: loaded with the form on its first use, or by the first toast. */
export const loadToastify = loadOnce<Toastify>(() =>
  import("react-toastify").then((library) => {
    toastify = library;
    toastifyListeners.forEach((listener) => listener(library));
    return library;
  }),
);

/**
 * Where the toasts show: at the top, just below the sticky header (h-16 and its 1 px border), so they never cover
 * the logo or the menu button; on a phone react-toastify would put them at the very top. The success view brings
 * its heading below them (SignupForm.tsx SuccessPanel).
 */
const TOAST_TOP = "calc(4.5rem + env(safe-area-inset-top))";

/**
 * Toasts for the form pages only. react-toastify is not in the start-up JavaScript: the container mounts once a
 * form has loaded the library (on its first use), and toasts sent before then wait in its queue.
 */
export function Toasts() {
  const [library, setLibrary] = React.useState<Toastify | null>(null);
  React.useEffect(() => {
    if (toastify) setLibrary(toastify);
    toastifyListeners.add(setLibrary);
    return () => void toastifyListeners.delete(setLibrary);
  }, []);
  if (!library) return null;
  const { ToastContainer } = library;
  return (
    <ToastContainer
      position="top-center"
      style={{ top: TOAST_TOP }}
      autoClose={6000}
      newestOnTop
      closeOnClick={false}
      theme="light"
    />
  );
}
