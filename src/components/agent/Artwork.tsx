import * as React from "react";
import type { ArtworkName } from "../../contracts/product";
import { StrokeIcon } from "../ui/Icon";

// 24x24 stroke drawings for the workflow steps. data/agent.json names them; the contract in
// src/contracts/product.ts lists the same names, and this Record makes the compiler check both agree.
const drawings: Record<ArtworkName, string> = {
  "idea-sparks":
    "M9 18h6M10 21h4M12 4a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2v.2h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 4ZM2.5 10H4M20 10h1.5M5 3.5 6 4.5M19 3.5l-1 1M12 1v1",
  "brief-written": "M6 2h9l4 4v16H6V2Zm9 0v4h4M9 11h7M9 15h7M9 19h4",
  "editor-search":
    "M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15Zm5.3-2.2L21 21M10.5 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-3.5 5a3.5 3.5 0 0 1 7 0",
  "assets-sent": "M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z",
  "first-draft": "M3 5h18v14H3V5Zm7 4v6l5-3-5-3Z",
  "feedback-cycle": "M21 12a9 9 0 0 1-15.5 6.2M3 12A9 9 0 0 1 18.5 5.8M18.5 2v3.8h-3.8M5.5 22v-3.8h3.8",
  "video-live":
    "M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-4.2 2.2a6 6 0 0 1 0-8.4m8.4 0a6 6 0 0 1 0 8.4M5 19a10 10 0 0 1 0-14m14 0a10 10 0 0 1 0 14",
};

/** A decorative drawing in a tinted tile; the heading beside it carries the meaning. */
export function Artwork({ name, size = "md" }: { name: ArtworkName; size?: "md" | "lg" }) {
  const tile = size === "lg" ? "h-24 w-24 rounded-3xl p-5" : "h-14 w-14 rounded-2xl p-3";
  return (
    <span className={`inline-flex shrink-0 items-center justify-center bg-brand-100 text-brand-700 ${tile}`}>
      <StrokeIcon d={drawings[name]} className="h-full w-full" strokeWidth="1.6" data-artwork={name} />
    </span>
  );
}
