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
 * Where the toasts show (the class sr-toasts, styles/global.css): just below the sticky header on wider screens, at
 * the bottom on a phone, never over the header. The success toast says the spec's sentence briefly and without the
 * progress bar or a second heading's weight: the success view's own heading is the one to read (issue 55).
 */

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
      className="sr-toasts"
      autoClose={5000}
      hideProgressBar
      newestOnTop
      closeOnClick={false}
      theme="light"
    />
  );
}
