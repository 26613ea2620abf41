import * as React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import home from "../../../data/home.json";
import showcase from "../../../data/showcase.json";
import type { ShowcaseVideo } from "../../lib/showcase";
import { Showcase } from "./Showcase";

const videos = showcase as ShowcaseVideo[];

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const cards = () => within(screen.getByRole("list", { name: "Example videos" })).getAllByRole("heading", { level: 3 });

describe("Showcase", () => {
  it("shows 4 cards, all 10 after Show more videos, and 4 again after Show less, scrolling back", () => {
    render(<Showcase copy={home.showcase as never} videos={videos} />);
    expect(cards()).toHaveLength(4);
    const more = screen.getByRole("button", { name: "Show more videos" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(more);
    expect(cards()).toHaveLength(10);
    const less = screen.getByRole("button", { name: "Show less" });
    expect(less).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(less);
    expect(cards()).toHaveLength(4);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("renders only posters and play buttons until a click: no iframe, no video", () => {
    // The shipped data has no video-sharing links (content-tests/media.test.ts); this fixture keeps the embed path tested.
    const shared: ShowcaseVideo = { ...videos[1], id: "shared-fixture", videoUrl: "https://youtu.be/aB3-dE_6fG9" };
    const { container } = render(<Showcase copy={home.showcase as never} videos={[videos[0], shared]} />);
    expect(container.querySelector("iframe, video")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: `Play video: ${shared.videoTitle}` }));
    expect(container.querySelector("iframe")?.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/aB3-dE_6fG9?autoplay=1",
    );
    fireEvent.click(screen.getByRole("button", { name: `Play video: ${videos[0].videoTitle}` }));
    const video = container.querySelector("video")!;
    expect(video).toHaveAttribute("controls");
    expect(fireEvent.contextMenu(video)).toBe(false);
  });

  it("starts a silent clip's captions off (they would cover its burned-in text), a spoken clip's on", () => {
    const silent = videos[0];
    expect(silent.silent).toBe(true);
    const spoken: ShowcaseVideo = { ...videos[1], id: "spoken-fixture", silent: undefined };
    const { container } = render(<Showcase copy={home.showcase as never} videos={[silent, spoken]} />);
    const trackOf = (title: string) => {
      fireEvent.click(screen.getByRole("button", { name: `Play video: ${title}` }));
      return within(screen.getByRole("list", { name: "Example videos" }))
        .getByLabelText(title)
        .querySelector("track")!;
    };
    const silentTrack = trackOf(silent.videoTitle);
    expect(silentTrack).toHaveAttribute("src", silent.captions);
    expect(silentTrack).not.toHaveAttribute("default");
    expect(trackOf(spoken.videoTitle)).toHaveAttribute("default");
    expect(container.querySelectorAll("track")).toHaveLength(2);
  });

  it("lists input types in the canonical order", () => {
    render(<Showcase copy={home.showcase as never} videos={videos} />);
    const first = screen.getAllByRole("list", { name: "Made from" })[1];
    expect(
      within(first)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Concept", "Web Links"]);
  });
});
