import * as React from "react";
import { render } from "@testing-library/react";
import { Sparkles, sparklesFor } from "./Sparkles";

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
