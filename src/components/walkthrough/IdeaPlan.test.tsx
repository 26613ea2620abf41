import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import languages from "../../../data/languages.json";
import { IdeaPlan } from "./IdeaPlan";

const IDEA = "A three-minute lesson on breathing before a hard conversation";
const plan = (search: string) => render(<IdeaPlan search={search} languages={languages} />);

it("shows the visitor's own idea as the input, her language and length, and what the length means", () => {
  plan(`?idea=${encodeURIComponent(IDEA)}&language=spa&minutes=5`);
  const section = screen.getByRole("region", { name: "The plan the agent would start from" });
  expect(within(section).getByText(IDEA)).toBeTruthy();
  expect(within(section).getByText("Spanish")).toBeTruthy();
  expect(within(section).getByText("5:00")).toBeTruthy();
  // 5 minutes at 150 words a minute; about one scene every 45 seconds; a 1080p master of that length.
  expect(within(section).getByText("About 750 words of narration")).toBeTruthy();
  expect(within(section).getByText("About 7 scenes")).toBeTruthy();
  expect(within(section).getByText("A 5:00 master in 1080p")).toBeTruthy();
  // Said plainly: a plan, not a generated video.
  expect(within(section).getByText(/It is a plan, not a generated video/)).toBeTruthy();
});

it("states no choice the visitor did not make: the usual length is named as such, no language or source claimed", () => {
  plan(`?idea=${encodeURIComponent(IDEA)}`);
  const section = screen.getByRole("region", { name: "The plan the agent would start from" });
  expect(within(section).queryByText("Language:")).toBeNull();
  expect(within(section).queryByText(/Starting from/)).toBeNull();
  expect(within(section).getByText(/3 minutes, the usual length \(you can change it\)/)).toBeTruthy();
  expect(within(section).getByText(/Narrated in the language you pick/)).toBeTruthy();
});

it("draws nothing without an idea", () => {
  const { container } = plan("?language=spa&minutes=5");
  expect(container.innerHTML).toBe("");
});

it("reads the browser's address once mounted when no query is given, so the built page's HTML holds nothing", () => {
  window.history.pushState({}, "", `/join-waitlist?idea=${encodeURIComponent(IDEA)}&minutes=1`);
  render(<IdeaPlan languages={languages} />);
  expect(screen.getByText("About 150 words of narration")).toBeTruthy();
  window.history.pushState({}, "", "/");
});
