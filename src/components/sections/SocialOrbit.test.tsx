import * as React from "react";
import { render, screen } from "@testing-library/react";
import { SocialOrbit } from "./SocialOrbit";

const channels = ["Your course platform", "Your community space", "A channel name far longer than a few words"];

test("on a phone the channels are chips that wrap under the text; the ring's labels show from 640 px, capped in width", () => {
  const { container } = render(<SocialOrbit heading="You everywhere" subheading="One idea." channels={channels} />);
  const list = screen.getByRole("list");
  expect(list).toHaveClass("flex", "flex-wrap", "sm:sr-only");
  expect(list).not.toHaveClass("sr-only");
  expect([...list.querySelectorAll("li")].map((li) => li.textContent)).toEqual(channels);
  const labels = [...container.querySelectorAll<HTMLElement>("[aria-hidden] > span.hidden")];
  expect(labels.map((label) => label.textContent)).toEqual(channels);
  for (const label of labels) {
    expect(label).toHaveClass("sm:block", "max-w-[11rem]", "-translate-x-1/2");
    expect(label).not.toHaveClass("whitespace-nowrap");
  }
  // A dot on the ring for each channel, on the phone only.
  expect(container.querySelectorAll("[aria-hidden] > span.sm\\:hidden")).toHaveLength(channels.length);
});
