import * as React from "react";
import { ButtonLink } from "../ui/ButtonLink";

interface CtaBannerProps {
  heading: string;
  subheading: string;
  label?: string;
  to?: string;
  /**
   * Under the button, e.g. the waitlist's figures. The box is positioned, so a line that may appear later can sit
   * absolutely in its bottom padding (3.5rem) and move nothing.
   */
  children?: React.ReactNode;
}

/** The closing call to action; by default Join Waitlist. */
export function CtaBanner({
  heading,
  subheading,
  label = "Join Waitlist",
  to = "/join-waitlist",
  children,
}: CtaBannerProps) {
  return (
    <section className="container-page py-16">
      <div className="relative rounded-card bg-gradient-to-br from-brand-700 to-night px-6 py-14 text-center text-white sm:px-12">
        <h2 className="heading-section">{heading}</h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">{subheading}</p>
        <ButtonLink to={to} variant="inverse" className="mt-8">
          {label}
        </ButtonLink>
        {children}
      </div>
    </section>
  );
}
