import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import sections from "../../data/sections.json";
import coaches from "../../data/industries/coaches.json";
import speakers from "../../data/industries/speakers.json";
import corporate from "../../data/use-cases/corporate-training.json";
import type { SolutionPage } from "../contracts/solution-pages";
import { SolutionPageView, heroFacts } from "./SolutionPageView";

beforeEach(() =>
  (useStaticQuery as jest.Mock).mockReturnValue({ sectionsJson: sections, allLanguagesJson: { totalCount: 81 } }),
);

const view = (page: unknown) => render(<SolutionPageView page={page as SolutionPage} />);

describe("the lines under the hero's button", () => {
  it("say the button joins the waitlist only where it opens the waitlist", () => {
    expect(heroFacts("/join-waitlist")[0]).toBe("Early access: this button puts you on the waitlist");
    expect(heroFacts("/join-waitlist?source=speakers")[0]).toBe("Early access: this button puts you on the waitlist");
    expect(heroFacts("/contact")[0]).not.toMatch(/waitlist|button/i);
    expect(heroFacts("/contact")[0]).toMatch(/early access/i);
  });

  it("answer the language question with the spec's claims, each line under 12 words", () => {
    for (const to of ["/join-waitlist", "/contact"]) {
      const facts = heroFacts(to);
      expect(facts).toContain("Subtitles and voices in 50+ languages");
      expect(facts.some((fact) => /voice cloning/i.test(fact))).toBe(true);
      for (const fact of facts) expect(fact.split(/\s+/).length).toBeLessThan(12);
    }
  });

  it("give the languages figure the page's own hero description states, else the spec's 50+", () => {
    expect(heroFacts("/join-waitlist", "Voices and subtitles in 29+ languages for learners.")[1]).toBe(
      "Subtitles and voices in 29+ languages",
    );
    expect(heroFacts("/join-waitlist", "Lessons from your notes.")[1]).toBe("Subtitles and voices in 50+ languages");
  });

  it("sit beside the hero's button on the page", () => {
    view(speakers);
    const button = screen.getAllByRole("link", { name: "Get First Video" })[0];
    const hero = button.closest("section")!;
    expect(within(hero).getByText("Early access: this button puts you on the waitlist")).toBeTruthy();
    expect(within(hero).getByText("Subtitles and voices in 50+ languages, English and Spanish first")).toBeTruthy();
  });

  it("name the two languages the page's audience needs first, within the 12 words (issue 55)", () => {
    expect(heroFacts("/join-waitlist", "", ["English", "Spanish", "Hindi", "Portuguese"])[1]).toBe(
      "Subtitles and voices in 50+ languages, English and Spanish first",
    );
    expect(heroFacts("/join-waitlist", "", ["English"])[1]).toBe(
      "Subtitles and voices in 50+ languages, English first",
    );
  });
});

describe("the page's first video, step by step (issue 55)", () => {
  it("draws this page's own example under the hero: material, script, scenes, voice, languages and length", () => {
    view(coaches);
    const walkthrough = screen.getByRole("region", { name: sections.walkthrough.heading });
    const { firstVideo } = coaches;
    expect(within(walkthrough).getByText(sections.walkthrough.note)).toBeTruthy();
    expect(within(walkthrough).getByText(firstVideo.input)).toBeTruthy();
    for (const line of firstVideo.script) expect(within(walkthrough).getAllByText(line).length).toBeGreaterThan(0);
    for (const scene of firstVideo.scenes) expect(within(walkthrough).getByText(`${scene.visual} · 0:45`)).toBeTruthy();
    expect(within(walkthrough).getByText(firstVideo.voice)).toBeTruthy();
    // The languages by name, the narration's first, then how many more the prompt's list has.
    expect(within(walkthrough).getByText(/^English, Spanish and 79 more in the list/)).toBeTruthy();
    expect(within(walkthrough).getByText("In English")).toBeTruthy();
    // Length, resolution and shape on the render; the stages in the agent's order.
    expect(within(walkthrough).getByText("3:00 · 1080p · 9:16 vertical · 4 scenes")).toBeTruthy();
    expect(
      within(walkthrough)
        .getAllByRole("listitem")
        .slice(0, 5)
        .map((li) => li.textContent),
    ).toEqual(["1Input", "2Script", "3Scenes", "4Voice", "5Render"]);
    // It comes before the page's challenge section: the product first, then the argument.
    const challenge = screen.getByRole("heading", { name: coaches.challengeHeading });
    expect(walkthrough.compareDocumentPosition(challenge) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("the page's own 'You everywhere' and steps", () => {
  it("shows this page's orbit text and channels under the shared heading, and its steps under the spec's titles", () => {
    view(coaches);
    const orbit = screen.getByRole("region", { name: "You everywhere" });
    expect(within(orbit).getByText(coaches.orbitSubheading)).toBeTruthy();
    expect(within(orbit).queryByText(sections.socialOrbit.subheading)).toBeNull();
    for (const channel of coaches.orbitChannels) expect(within(orbit).getAllByText(channel).length).toBeGreaterThan(0);
    const steps = within(screen.getByRole("region", { name: sections.howItWorks.heading })).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      `1Upload & Ingest${coaches.howItWorks.uploadAndIngest}`,
      `2Brand & Customize${coaches.howItWorks.brandAndCustomize}`,
      `3Get Videos${coaches.howItWorks.getVideos}`,
    ]);
  });

  it("leaves the orbit out where the page hides it", () => {
    view(corporate);
    expect(screen.queryByRole("region", { name: "You everywhere" })).toBeNull();
    expect(screen.getByText(corporate.howItWorks.getVideos)).toBeTruthy();
  });
});

it("lists the videos you can make as plain text, not as the home page's rounded chips", () => {
  view(coaches);
  const list = screen.getByRole("heading", { name: "Videos you can make" }).nextElementSibling!;
  for (const item of within(list as HTMLElement).getAllByRole("listitem")) {
    expect(item.className).not.toMatch(/rounded-full|bg-brand/);
    expect(within(item).queryByRole("button")).toBeNull();
  }
});
