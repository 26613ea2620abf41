import * as React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { ProjectView } from "./ProjectView";
import data from "../../../data/project.json";
import type { ProjectPageData } from "../../contracts/product";

const page = data as ProjectPageData;
const words = (n: number, prefix = "w") => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");

const textarea = () => screen.getByLabelText(page.script.textareaLabel);
const analyzeButton = () => screen.getByRole("button", { name: page.script.analyzeLabel });
const type = (value: string) => fireEvent.change(textarea(), { target: { value } });

function toDashboard() {
  type("One scene.\n\nAnother scene.");
  fireEvent.click(analyzeButton());
  fireEvent.click(screen.getByRole("button", { name: page.script.continueLabel }));
}

describe("script step", () => {
  it("has one h1, a labelled textarea of at least 400px, and Analyze disabled while blank", () => {
    render(<ProjectView data={page} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(textarea()).toHaveClass("min-h-[400px]");
    expect(analyzeButton()).toBeDisabled();
    type("   \n\n  ");
    expect(analyzeButton()).toBeDisabled();
    type("hello");
    expect(analyzeButton()).toBeEnabled();
  });

  it("counts words live", () => {
    render(<ProjectView data={page} />);
    expect(textarea()).toHaveAccessibleDescription(expect.stringContaining("0 words"));
    type("one two  three");
    expect(textarea()).toHaveAccessibleDescription(expect.stringContaining("3 words"));
  });

  it("breaks three paragraphs into 3 scenes and estimates ~2min for 151 words", () => {
    render(<ProjectView data={page} />);
    type(`${words(50, "a")}\n\n${words(51, "b")}\r\n\r\n\n${words(50, "c")}`);
    fireEvent.click(analyzeButton());
    const panel = screen.getByRole("region", { name: page.script.breakdownHeading });
    expect(within(panel).getByText("3 Scenes")).toBeInTheDocument();
    expect(within(panel).getAllByRole("listitem")).toHaveLength(3);
    expect(within(panel).getByText("~2min")).toBeInTheDocument();
    expect(within(panel).getByText("~0:21")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: page.script.breakdownHeading })).toHaveFocus();
  });

  it("drops the breakdown when the script changes", () => {
    render(<ProjectView data={page} />);
    type("A\n\nB");
    fireEvent.click(analyzeButton());
    type("A\n\nB\n\nC");
    expect(screen.queryByRole("region", { name: page.script.breakdownHeading })).not.toBeInTheDocument();
  });

  it("Back goes back in browser history", () => {
    const back = jest.spyOn(window.history, "back").mockImplementation(() => undefined);
    jest.spyOn(window.history, "length", "get").mockReturnValue(2);
    render(<ProjectView data={page} />);
    fireEvent.click(screen.getByRole("button", { name: page.script.backLabel }));
    expect(back).toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});

describe("production dashboard", () => {
  it("shows the project, 3 Scenes, and each scene's status, duration and progress", () => {
    render(<ProjectView data={page} />);
    toDashboard();
    expect(screen.getByRole("heading", { level: 1, name: page.dashboard.projectTitle })).toHaveFocus();
    expect(screen.getByText("3 Scenes")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: page.dashboard.settingsLabel })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: page.dashboard.exportLabel })).toBeInTheDocument();
    const bars = screen.getAllByRole("progressbar");
    expect(bars.map((bar) => bar.getAttribute("aria-valuenow"))).toEqual(["100", "65", "0"]);
    for (const duration of ["2:30", "1:45", "3:15"]) expect(screen.getAllByText(duration).length).toBeGreaterThan(0);
    const list = screen.getByRole("region", { name: page.dashboard.scenesHeading });
    for (const label of ["Completed", "Processing", "Pending"])
      expect(within(list).getByText(label)).toBeInTheDocument();
  });

  it("shows the selected scene with tabs that follow the WAI-ARIA pattern", () => {
    render(<ProjectView data={page} />);
    toDashboard();
    fireEvent.click(screen.getByRole("button", { name: page.scenes[1].title }));
    expect(screen.getByRole("heading", { level: 2, name: page.scenes[1].title })).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Overview", "Audio", "Sounds", "Visuals", "Video"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");

    fireEvent.keyDown(tabs[0], { key: "ArrowRight" });
    const audio = screen.getByRole("tab", { name: "Audio" });
    expect(audio).toHaveAttribute("aria-selected", "true");
    expect(audio).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Generated");

    fireEvent.keyDown(audio, { key: "End" });
    expect(screen.getByRole("tab", { name: "Video" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Pending");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Video" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");

    fireEvent.click(screen.getByRole("tab", { name: "Visuals" }));
    expect(screen.getByRole("tabpanel", { name: "Visuals" })).toHaveTextContent("Pending");
  });

  it("reads Ready for a finished video and toggles play and mute", () => {
    render(<ProjectView data={page} />);
    toDashboard();
    fireEvent.click(screen.getByRole("tab", { name: "Video" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Ready");
    fireEvent.click(screen.getByRole("tab", { name: "Audio" }));
    const play = screen.getByRole("button", { name: "Play" });
    expect(play).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(play);
    expect(play).toHaveAttribute("aria-pressed", "true");
    const mute = screen.getByRole("button", { name: "Mute" });
    fireEvent.click(mute);
    expect(mute).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    expect(screen.getByRole("status")).toHaveTextContent(page.dashboard.notice);
  });

  it("Back returns to the script step with the script kept", () => {
    render(<ProjectView data={page} />);
    toDashboard();
    fireEvent.click(screen.getByRole("button", { name: page.dashboard.backLabel }));
    expect(screen.getByRole("heading", { level: 1, name: page.script.heading })).toHaveFocus();
    expect(textarea()).toHaveValue("One scene.\n\nAnother scene.");
  });
});

describe("the way on: Join Waitlist with the visitor's script (issue 46)", () => {
  const join = () => screen.getByRole("link", { name: page.join.label });

  it("fills the right column before analysis, and leads to the plain waitlist without a script", () => {
    render(<ProjectView data={page} />);
    expect(screen.getByText(page.script.breakdownEmpty)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: page.join.heading })).toBeInTheDocument();
    expect(join()).toHaveAttribute("href", "/join-waitlist");
  });

  it("carries the script as the idea, as typed, from both steps", () => {
    render(<ProjectView data={page} />);
    type("Why bees dance.\n\nHow they tell the hive.");
    const href = "/join-waitlist?idea=Why+bees+dance.%0A%0AHow+they+tell+the+hive.";
    expect(join()).toHaveAttribute("href", href);
    fireEvent.click(analyzeButton());
    fireEvent.click(screen.getByRole("button", { name: page.script.continueLabel }));
    expect(screen.getByRole("note")).toHaveTextContent(page.dashboard.sampleNote);
    expect(join()).toHaveAttribute("href", href);
  });

  it("cuts a long script to the idea's 500 characters, at a word, and says so with an ellipsis", () => {
    render(<ProjectView data={page} />);
    type(words(200));
    const idea = new URL(join().getAttribute("href")!, "https://x.test").searchParams.get("idea")!;
    expect(idea.length).toBeLessThanOrEqual(500);
    expect(idea).toMatch(/ w\d+…$/);
    expect(words(200).startsWith(idea.slice(0, -1))).toBe(true);
    expect(words(200).charAt(idea.length - 1)).toBe(" ");
  });
});
