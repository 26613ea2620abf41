/* eslint-disable @typescript-eslint/no-unused-vars -- an augmentation repeats the type parameters React declares */
// The HTML popover and invoker-command attributes, which React 18's types do not know yet. React 18 passes them
// through to the DOM as they are written here (lower case, as HTML spells them).
import "react";

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "" | "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
}
