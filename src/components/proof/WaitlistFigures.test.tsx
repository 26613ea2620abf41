import * as React from "react";
import { render, screen } from "@testing-library/react";
import { WaitlistFigures } from "./WaitlistFigures";
import { fillWaitlistFigures } from "./fill-figures";

jest.mock("../../hooks/use-site-data", () => ({
  useSiteData: () => ({ site: { waitlistFigures: { showFrom: 100 } } }),
}));
const figures = (joined: number, invited = 0) => ({ joined, invited, lastWave: null });

const FALLBACK = "Invitations go out in waves, in order of place in line.";
const parts = (container: HTMLElement) => {
  const line = container.querySelector<HTMLElement>("[data-waitlist-figures]")!;
  const [fallback, shown] = Array.from(line.children) as HTMLElement[];
  return { line, fallback, shown, invitedPart: shown.querySelector("span")! };
};

test.each([null, figures(90, 50)])("without figures (%p) or below the threshold: only the fallback", (answer) => {
  const { container } = render(<WaitlistFigures fallback={FALLBACK} />);
  fillWaitlistFigures(container, answer);
  const { line, fallback, shown } = parts(container);
  expect(screen.getByText(FALLBACK)).toBe(fallback);
  expect(fallback).not.toHaveAttribute("aria-hidden");
  expect(shown).toHaveAttribute("aria-hidden", "true");
  expect(line).not.toHaveAttribute("data-filled");
});

test("with figures: the numbers in place of the fallback; no invited part when nobody is in yet", () => {
  const { container } = render(<WaitlistFigures fallback={FALLBACK} />);
  fillWaitlistFigures(container, figures(1234));
  const { line, fallback, shown, invitedPart } = parts(container);
  expect(line).toHaveAttribute("data-filled");
  expect(shown).not.toHaveAttribute("aria-hidden");
  expect(shown).toHaveTextContent(/^1,200\+ people have confirmed their place/);
  expect(invitedPart).not.toBeVisible();
  expect(fallback).toHaveAttribute("aria-hidden", "true");

  fillWaitlistFigures(container, figures(1234, 317));
  expect(shown).toHaveTextContent("1,200+ people have confirmed their place; 300+ are in already");
  expect(invitedPart).toBeVisible();
});

test("a line without a fallback stays empty below the threshold, and gets the figures' sentence from it on", () => {
  const { container } = render(<WaitlistFigures className="h-10" />);
  const line = container.querySelector<HTMLElement>("[data-waitlist-figures]")!;
  fillWaitlistFigures(container, figures(90));
  expect(line).toBeEmptyDOMElement();
  fillWaitlistFigures(container, figures(1234, 317));
  expect(line).toHaveTextContent(/^1,200\+ people have confirmed their place; 300\+ are in already$/);
  expect(line.querySelectorAll("strong")).toHaveLength(2);
});
