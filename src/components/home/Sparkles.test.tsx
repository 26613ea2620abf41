import * as React from "react";
import { render } from "@testing-library/react";
import { dotPaths, Sparkles, sparklesFor } from "./Sparkles";

describe("Sparkles", () => {
  const dotsIn = (group: Element) =>
    [...group.children].reduce((sum, layer) => sum + Number(layer.getAttribute("data-dots")), 0);

  it("draws 25 decorative dots by default, and the count it is given, on three twinkling layers", () => {
    const { container, rerender } = render(<Sparkles />);
    const group = container.firstElementChild!;
    expect(group).toHaveAttribute("aria-hidden", "true");
    expect(group.children).toHaveLength(3);
    expect(dotsIn(group)).toBe(25);
    rerender(<Sparkles count={40} />);
    expect(dotsIn(container.firstElementChild!)).toBe(40);
    rerender(<Sparkles count={2} />);
    expect(container.firstElementChild!.children).toHaveLength(2);
    expect(dotsIn(container.firstElementChild!)).toBe(2);
  });

  it("draws each dot as a round, zero-length stroke as wide as the dot, one path per size", () => {
    const dots = sparklesFor(12, 3);
    const paths = dotPaths(dots);
    expect(paths.map((p) => p.size)).toEqual([...new Set(dots.map((dot) => dot.size))].sort());
    expect(paths.reduce((sum, p) => sum + p.d.split("M").length - 1, 0)).toBe(12);
    const first = dots[0];
    expect(paths.find((p) => p.size === first.size)!.d).toContain(
      `M${Math.round(first.left)} ${Math.round(first.top)}h0`,
    );
    const { container } = render(<Sparkles count={12} seed={3} />);
    const path = container.querySelector("path")!;
    expect(path).toHaveAttribute("vector-effect", "non-scaling-stroke");
    expect(path.closest("svg")).toHaveAttribute("stroke-linecap", "round");
    expect(path.closest("svg")).toHaveAttribute("preserveAspectRatio", "none");
  });

  it("by default, a smaller group's path data begins as a larger group's does, so Brotli sends it as a repeat", () => {
    const pathData = (count: number) =>
      [...render(<Sparkles count={count} />).container.querySelectorAll("path")].map((p) => p.getAttribute("d")!);
    const large = pathData(40);
    for (const count of [25, 30]) {
      const small = pathData(count);
      expect(small.length).toBeGreaterThan(0);
      small.forEach((d, i) => expect(large[i].startsWith(d)).toBe(true));
    }
  });

  it("is deterministic, so server and browser markup agree", () => {
    expect(sparklesFor(30, 7)).toEqual(sparklesFor(30, 7));
    expect(sparklesFor(30, 7)).not.toEqual(sparklesFor(30, 8));
    expect(render(<Sparkles count={30} />).container.innerHTML).toBe(
      render(<Sparkles count={30} />).container.innerHTML,
    );
    for (const dot of sparklesFor(40, 40)) {
      expect(dot.top).toBeGreaterThanOrEqual(0);
      expect(dot.top).toBeLessThanOrEqual(100);
      expect(dot.left).toBeGreaterThanOrEqual(0);
      expect(dot.left).toBeLessThanOrEqual(100);
    }
  });
});
