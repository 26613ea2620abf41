import * as React from "react";
import { ToastContainer } from "react-toastify";

/** Toasts for the form pages only, so other pages do not carry react-toastify. */
export function Toasts() {
  return <ToastContainer position="top-center" autoClose={6000} newestOnTop closeOnClick={false} theme="light" />;
}
