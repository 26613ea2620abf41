import * as React from "react";
import { loadMemberApi } from "./lazy";
import { atLeast, dayInWords, type PublicFigures } from "../lib/waitlist-figures";

/**
 * What happens after a member's place, for the confirmation and management pages: how invitations go out (in waves,
 * in line order, with an e-mail; docs/operators/lifecycle.md) and, from the database (waitlist_public_figures, rounded
 * down), when the last wave went out and how many it let in. Before any wave, or while the figures are not known, it
 * says only what the lifecycle does.
 */
export function NextSteps({ confirmed, subscribed }: { confirmed: boolean; subscribed: boolean }) {
  const [figures, setFigures] = React.useState<PublicFigures | null | undefined>(undefined);
  React.useEffect(() => {
    let current = true;
    loadMemberApi()
      .then((api) => api.publicFigures())
      .then(
        (answer) => current && setFigures(answer ?? null),
        () => current && setFigures(null),
      );
    return () => {
      current = false;
    };
  }, []);

  return (
    <section aria-labelledby="next-steps-heading" className="mt-8 rounded-card bg-surface-alt p-5">
      <h2 id="next-steps-heading" className="text-lg font-bold">
        What happens next
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-soft">
        {!confirmed && <li>Confirm your e-mail address first: only confirmed places are invited.</li>}
        <li>
          Invitations go out in waves, in the order of the line, as capacity opens. There are no fixed dates: each wave
          lets in the next people in line.
        </li>
        <li>
          {subscribed
            ? "When your place comes up, we e-mail you that your early-access seat is ready, with the address to sign in."
            : "When your place comes up, this page says your seat is ready (you are unsubscribed, so no e-mail)."}
        </li>
        {figures !== undefined && <li data-testid="last-wave">{waveSentence(figures)}</li>}
      </ul>
    </section>
  );
}

/** The last wave, in words; "no wave yet" only when the database said so. */
function waveSentence(figures: PublicFigures | null): string {
  if (!figures) return "We could not load when the last wave went out; the order of the line holds all the same.";
  const wave = figures.lastWave;
  if (!wave) return "No wave has gone out yet: the first one is still to come.";
  const letIn = wave.letIn > 0 ? `${atLeast(wave.letIn)} people` : "fewer than 10 people";
  const total = figures.invited > 0 ? ` ${atLeast(figures.invited)} people are in so far.` : "";
  return `The last wave went out on ${dayInWords(wave.day)} and let in ${letIn}.${total}`;
}
