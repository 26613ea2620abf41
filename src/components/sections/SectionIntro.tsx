import * as React from "react";

interface SectionIntroProps {
  /** The heading's id; the section names itself with aria-labelledby. */
  id: string;
  heading: string;
  text: string;
  /** Centred over a grid, or set at the start of the column. */
  align?: "center" | "start";
  /** On the night background the text is the light brand tint. */
  tone?: "light" | "dark";
  /** A larger heading from the sm breakpoint on, for the home and Agent pages' main sections. */
  large?: boolean;
  /** Takes focus when the section changes under the visitor (the showcase collapsing). */
  headingRef?: React.Ref<HTMLHeadingElement>;
}

/** A section's h2 and the line under it, at most 42 rem wide. */
export function SectionIntro({
  id,
  heading,
  text,
  align = "start",
  tone = "light",
  large = false,
  headingRef,
}: SectionIntroProps) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={`heading-section${large ? " sm:text-4xl" : ""}`}
      >
        {heading}
      </h2>
      <p className={`mt-3 text-lg ${tone === "dark" ? "text-brand-100" : "text-ink-muted"}`}>{text}</p>
    </div>
  );
}
