import * as React from "react";
import { Island } from "../../islands/Island";
import { Static } from "../../islands/Static";
import { Header } from "./Header";
import { Footer } from "./Footer";

/**
 * The frame of every page: skip link, sticky header, main landmark, footer. The header is an island (its menus
 * wake when the browser is idle); the footer is static. Pages mark their own islands and static parts in <main>.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Island wake="idle" name="header">
        <Header />
      </Island>
      <main id="main" className="flex-1">
        {children}
      </main>
      <Static>
        <Footer />
      </Static>
    </div>
  );
}
