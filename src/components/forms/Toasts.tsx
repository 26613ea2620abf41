import * as React from "react";
import { whenToastifyLoaded } from "./lazy-libraries";

type Toastify = Parameters<Parameters<typeof whenToastifyLoaded>[0]>[0];

/**
 * Toasts for the form pages only. react-toastify is not in the start-up JavaScript: the container mounts once a
 * form has loaded the library (on its first focus or touch), and toasts sent before then wait in its queue.
 */
export function Toasts() {
  const [toastify, setToastify] = React.useState<Toastify | null>(null);
  React.useEffect(() => whenToastifyLoaded((library) => setToastify(library)), []);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer position="top-center" autoClose={6000} newestOnTop closeOnClick={false} theme="light" />;
}
