import * as React from "react";
import type { SharedSections } from "../../contracts/content-pages";

type Props = SharedSections["socialOrbit"];

/** 'You everywhere': the channels one idea reaches, placed on a circle around the speaker. */
export function SocialOrbit({ heading, subheading, channels }: Props) {
  return (
    <section aria-labelledby="social-orbit-heading" className="overflow-hidden bg-night text-white">
      <div className="container-page grid items-center gap-12 py-20 lg:grid-cols-2">
        <div>
          <h2 id="social-orbit-heading" className="heading-section sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 max-w-md text-slate-300">{subheading}</p>
          <ul className="sr-only">
            {channels.map((channel) => (
              <li key={channel}>{channel}</li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto aspect-square w-full max-w-sm" aria-hidden="true">
          <div className="absolute inset-[12%] rounded-full border border-dashed border-brand-300/40" />
          <div className="absolute inset-[32%] rounded-full border border-brand-300/30" />
          <div className="absolute inset-[40%] flex items-center justify-center rounded-full bg-brand-600 text-lg font-bold shadow-card">
            You
          </div>
          {channels.map((channel, index) => {
            const angle = (index / channels.length) * 2 * Math.PI - Math.PI / 2;
            const left = 50 + 38 * Math.cos(angle);
            const top = 50 + 38 * Math.sin(angle);
            return (
              <span
                key={channel}
                className="absolute -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded-full bg-night-soft px-3 py-1 text-xs font-medium text-brand-100 ring-1 ring-brand-300/30"
                style={{ left: `${left.toFixed(2)}%`, top: `${top.toFixed(2)}%` }}
              >
                {channel}
              </span>
            );
          })}
        </div>
      </div>
    </section>
  );
}
