import * as React from "react";
import type { SharedSections } from "../../contracts/content-pages";

type Props = SharedSections["socialOrbit"];

const CHIP = "bg-night-soft px-3 py-1 text-xs font-medium text-brand-100 ring-1 ring-brand-300/30";

/**
 * 'You everywhere': the channels one idea reaches, placed on a circle around the speaker.
 *
 * On a phone (under 640 px) the drawing is as wide as the screen, so a label on its ring's left or right point would
 * reach the screen's edge (issue 55: "Your community space" ran 6 px off a 390 px screen). There the channels are a
 * row of chips under the text, wrapping as long as they need (the list screen readers read from 640 px on), and the
 * ring marks each with a dot. From 640 px the drawing (384 px at most) is centred with 128 px or more beside it, and
 * each label, centred on its point, is at most 11rem wide (it wraps beyond), so none reaches the screen's edge.
 */
export function SocialOrbit({ heading, subheading, channels }: Props) {
  return (
    <section aria-labelledby="social-orbit-heading" className="overflow-hidden bg-night text-white">
      <div className="container-page grid items-center gap-12 py-20 lg:grid-cols-2">
        <div>
          <h2 id="social-orbit-heading" className="heading-section sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 max-w-md text-slate-300">{subheading}</p>
          <ul className="mt-6 flex flex-wrap gap-2 sm:sr-only">
            {channels.map((channel) => (
              <li key={channel} className={`${CHIP} rounded-full`}>
                {channel}
              </li>
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
            const place = {
              left: `${(50 + 38 * Math.cos(angle)).toFixed(2)}%`,
              top: `${(50 + 38 * Math.sin(angle)).toFixed(2)}%`,
            };
            return (
              <React.Fragment key={channel}>
                <span
                  className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand-300 sm:hidden"
                  style={place}
                />
                <span
                  className={`${CHIP} absolute hidden w-max max-w-[11rem] -translate-x-1/2 -translate-y-1/2 rounded-2xl text-center text-balance sm:block`}
                  style={place}
                >
                  {channel}
                </span>
              </React.Fragment>
            );
          })}
        </div>
      </div>
    </section>
  );
}
