import * as React from "react";
import { linkPageButton } from "./LinkPage";

/** Where an invited member goes next: the product's sign-in (data/site.json appUrl). */
export function SignInLink({ appUrl }: { appUrl: string }) {
  return (
    <p className="mt-6">
      <a href={appUrl} className={linkPageButton()}>
        Sign in to Scriptreel
      </a>
    </p>
  );
}
