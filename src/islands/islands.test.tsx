import * as React from "react";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { screen, within } from "@testing-library/react";
import { CtaBanner } from "../components/sections/CtaBanner";
import { HowItWorks } from "../components/sections/HowItWorks";
import { Island } from "./Island";
import { Static } from "./Static";
import { budgetFrom, countHydrated, overBudget } from "./measure";

/** A page in miniature: two static sections and one island with a counter. */
function Page({ deliberatelyHydrated = false }: { deliberatelyHydrated?: boolean }) {
  const [count, setCount] = React.useState(0);
  const howItWorks = (
    <HowItWorks
      heading="How it works"
      steps={[
        { title: "Write", description: "Type an idea." },
        { title: "Pick", description: "Choose a voice." },
        { title: "Share", description: "Post the video." },
      ]}
    />
  );
  return (
    <div>
      <Island wake="idle" name="counter">
        <button type="button" onClick={() => setCount((n) => n + 1)}>
          {`Clicked ${count} times`}
        </button>
      </Island>
      {deliberatelyHydrated ? howItWorks : <Static>{howItWorks}</Static>}
      <Static>
        <CtaBanner heading="Ready?" subheading="Join the waitlist." />
      </Static>
    </div>
  );
}

let roots: Root[] = [];
// Each test's islands get the same React ids; the wake test runs first, before any gate of that id exists.
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = "";
});

/** Server-renders the page into the document, then hydrates it as the browser does, and counts what was hydrated. */
async function hydrate(element: React.ReactElement) {
  const container = document.createElement("div");
  // jsdom has a window, so the island chooses its layout effect even while rendering for the "server" here, and
  // React warns that a layout effect does nothing on the server. In Gatsby's real server render there is no window.
  const error = console.error;
  const quiet = jest.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes("useLayoutEffect does nothing on the server")) error(message, ...rest);
  });
  container.innerHTML = renderToString(element);
  quiet.mockRestore();
  document.body.appendChild(container);
  const serverHtml = container.innerHTML;
  await act(async () => {
    roots.push(hydrateRoot(container, element));
  });
  return { container, serverHtml };
}

it("wakes the island and replays a click held while it slept", async () => {
  const { container } = await hydrate(<Page />);
  const island = container.querySelector<HTMLElement>("[data-island=counter]")!;
  const button = within(container).getByRole("button", { name: "Clicked 0 times" });
  // In jsdom there is no idle callback before the test ends, so the island still sleeps: hold a click as the
  // early-events script does, then wake it.
  expect(island.hasAttribute("data-awake")).toBe(false);
  window.__islandClicks = [button];
  await act(async () => {
    island.setAttribute("data-wake", "");
    island.dispatchEvent(new Event("islandwake"));
  });
  await act(async () => {
    await Promise.resolve();
  });
  expect(island.hasAttribute("data-awake")).toBe(true);
  expect(button).toHaveTextContent("Clicked 1 times");
  expect(within(container).getByRole("button", { name: "Clicked 1 times" })).toBe(button);
  expect(countHydrated(container).islands.counter).toBe(1);
});

it("keeps static sections exactly as the server wrote them, without hydrating them", async () => {
  const { container, serverHtml } = await hydrate(<Page />);
  expect(container.innerHTML.replace(/ data-awake=""/g, "")).toBe(serverHtml);
  const count = countHydrated(container);
  // The page's own <div>, the island's wrapper and the two static wrappers: nothing inside the sections.
  expect(count.shell).toBe(4);
  expect(screen.getByRole("heading", { name: "How it works" })).toBeInTheDocument();
  const fibers = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  expect(fibers(screen.getByRole("heading", { name: "How it works" }))).toBe(false);
  expect(fibers(screen.getByRole("heading", { name: "Ready?" }))).toBe(false);
});

it("the hydration budget fails on a deliberately hydrated static section, and holds without it", async () => {
  const shipped = await hydrate(<Page />);
  const budget = budgetFrom(countHydrated(shipped.container));
  expect(overBudget("/example", countHydrated(shipped.container), budget)).toEqual([]);
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = "";

  const broken = await hydrate(<Page deliberatelyHydrated />);
  const failures = overBudget("/example", countHydrated(broken.container), budget);
  expect(failures).toHaveLength(2);
  expect(failures[0]).toMatch(/^\/example: \d+ elements hydrated outside islands, budget 4: a static section/);
});
