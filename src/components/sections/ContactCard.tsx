import * as React from "react";

interface Props {
  /** The page section the card presents: its id anchors the page, its heading and intro come from data. */
  section: { id: string; heading: string; intro?: string | null };
  /** The card's actions (mail links, buttons) and any fine print under them. */
  children: React.ReactNode;
}

/** The closing "get in touch" card of /vision, /data-security and /career. */
export function ContactCard({ section, children }: Props) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="container-page py-14 sm:py-20">
      <div className="rounded-card border border-line bg-brand-50 p-8 text-center sm:p-12">
        <h2 id={`${section.id}-heading`} className="heading-section">
          {section.heading}
        </h2>
        {section.intro && <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-soft">{section.intro}</p>}
        {children}
      </div>
    </section>
  );
}
