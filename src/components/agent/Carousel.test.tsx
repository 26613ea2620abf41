import * as React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Carousel } from "./Carousel";

const slides = ["Dashboard", "Script", "Scene"].map((title) => ({ title, content: <p>{title} picture</p> }));

const dot = (n: number) => screen.getByRole("button", { name: `Show screenshot ${n} of 3` });
const current = () => [1, 2, 3].filter((n) => dot(n).getAttribute("aria-current") === "true");
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function mockReducedMotion(matches: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: jest.fn().mockReturnValue({ matches, addEventListener: jest.fn(), removeEventListener: jest.fn() }),
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
});

it("is a labelled carousel region whose slides are named N of 3, only the current one exposed", () => {
  render(<Carousel label="Product screenshots" slides={slides} />);
  const region = screen.getByRole("region", { name: "Product screenshots" });
  expect(region).toHaveAttribute("aria-roledescription", "carousel");
  expect(screen.getByRole("group", { name: "1 of 3" })).toHaveAttribute("aria-roledescription", "slide");
  expect(screen.queryByRole("group", { name: "2 of 3" })).not.toBeInTheDocument();
  expect(current()).toEqual([1]);
});

it("advances every 3000 ms and loops from the last slide to the first", () => {
  render(<Carousel label="Shots" slides={slides} />);
  tick(2999);
  expect(current()).toEqual([1]);
  tick(1);
  expect(current()).toEqual([2]);
  tick(3000);
  expect(current()).toEqual([3]);
  tick(3000);
  expect(current()).toEqual([1]);
  expect(screen.getByRole("group", { name: "1 of 3" })).toHaveTextContent("Dashboard picture");
});

it("jumps to a chosen dot and keeps playing from there", () => {
  render(<Carousel label="Shots" slides={slides} />);
  tick(1500);
  fireEvent.click(dot(3));
  expect(current()).toEqual([3]);
  tick(2999);
  expect(current()).toEqual([3]);
  tick(1);
  expect(current()).toEqual([1]);
});

it("stops when paused; dots still work and do not restart it; Play resumes", () => {
  render(<Carousel label="Shots" slides={slides} />);
  fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
  tick(10_000);
  expect(current()).toEqual([1]);
  fireEvent.click(dot(2));
  tick(10_000);
  expect(current()).toEqual([2]);
  fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
  tick(3000);
  expect(current()).toEqual([3]);
});

it("starts paused when the visitor prefers reduced motion", () => {
  mockReducedMotion(true);
  render(<Carousel label="Shots" slides={slides} />);
  expect(screen.getByRole("button", { name: "Play slideshow" })).toHaveTextContent("Play");
  tick(10_000);
  expect(current()).toEqual([1]);
});
