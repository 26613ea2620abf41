import * as React from "react";
import { render, screen } from "@testing-library/react";
import { WaitlistFigures, fillWaitlistFigures } from "./WaitlistFigures";

jest.mock("../../hooks/use-site-data", () => ({
  useSiteData: () => ({ site: { waitlistFigures: { showFrom: 100 } } }),
}));
const figures = (joined: number, invited = 0) => ({ joined, invited, lastWave: null });

const FALLBACK = "Invitations go out in waves, in order of place in line.";

test.each([null, figures(90, 50)])("without figures (%p) or below the threshold: only the fallback", (answer) => {
  const { container } = render(<WaitlistFigures fallback={FALLBACK} />);
  fillWaitlistFigures(container, answer);
  expect(screen.getByText(FALLBACK)).toBeVisible();
  expect(container.querySelector("[data-figures-shown]")).toHaveAttribute("aria-hidden", "true");
  expect(container.querySelector("[data-figures-shown]")).toHaveClass("invisible");
});

test("with figures: the numbers in place of the fallback; no invited part when nobody is in yet", () => {
  const { container } = render(<WaitlistFigures fallback={FALLBACK} />);
  fillWaitlistFigures(container, figures(1234));
  const shown = container.querySelector("[data-figures-shown]") as HTMLElement;
  expect(shown).not.toHaveClass("invisible");
  expect(shown).not.toHaveAttribute("aria-hidden");
  expect(shown).toHaveTextContent(/^1,200\+ people have confirmed their place/);
  expect(container.querySelector('[data-figure-part="invited"]')).not.toBeVisible();
  expect(container.querySelector("[data-figures-fallback]")).toHaveAttribute("aria-hidden", "true");

  fillWaitlistFigures(container, figures(1234, 317));
  expect(shown).toHaveTextContent("1,200+ people have confirmed their place; 300+ are in already");
  expect(container.querySelector('[data-figure-part="invited"]')).toBeVisible();
});
