import * as React from "react";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { FaqAccordion } from "./FaqAccordion";

const items = [
  { id: "models", question: "Which models do you support?", answer: "Several, chosen per scene." },
  { id: "pricing", question: "Is there volume pricing?", answer: "Yes, and education pricing too." },
  { id: "captions", question: "Do you make captions?", answer: "SRT and WebVTT, editable before download." },
];

function duplicateIds(root: ParentNode): string[] {
  const ids = [...root.querySelectorAll("[id]")].map((element) => element.id);
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

test("the server HTML holds every answer in native <details>, none hidden, and no repeated id", () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<FaqAccordion items={items} />);
  const details = container.querySelectorAll("details");
  expect(details).toHaveLength(items.length);
  for (const [index, item] of items.entries()) {
    expect(details[index].querySelector("summary")?.textContent).toContain(item.question);
    expect(details[index].textContent).toContain(item.answer);
    expect(details[index].getAttribute("name")).toBe("faq");
  }
  expect(container.querySelector("[hidden]")).toBeNull();
  expect(duplicateIds(container)).toEqual([]);
});

test("once running it is one accordion: one answer open at a time, the open one closes, ids unique", async () => {
  const user = userEvent.setup();
  const { container } = render(<FaqAccordion items={items} />);
  const [first, second] = items;
  const firstButton = screen.getByRole("button", { name: first.question });
  expect(firstButton).toHaveAttribute("aria-expanded", "false");
  expect(duplicateIds(container)).toEqual([]);

  await user.click(firstButton);
  expect(screen.getByText(first.answer)).toBeVisible();
  await user.click(screen.getByRole("button", { name: second.question }));
  expect(screen.getByText(second.answer)).toBeVisible();
  expect(screen.getByText(first.answer)).not.toBeVisible();
  await user.click(screen.getByRole("button", { name: second.question }));
  expect(screen.getByText(second.answer)).not.toBeVisible();
  expect(firstButton.getAttribute("aria-controls")).not.toBe(
    screen.getByRole("button", { name: second.question }).getAttribute("aria-controls"),
  );
});

test("an answer opened before the scripts ran stays open, and the question keeps focus", () => {
  const html = renderToString(<FaqAccordion items={items} />);
  const host = document.createElement("div");
  host.innerHTML = html;
  document.body.append(host);
  const details = host.querySelectorAll("details")[1];
  details.open = true;
  details.querySelector("summary")?.focus();
  React.act(() => {
    hydrateRoot(host, <FaqAccordion items={items} />);
  });
  const button = screen.getByRole("button", { name: items[1].question });
  expect(button).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByText(items[1].answer)).toBeVisible();
  expect(button).toHaveFocus();
  host.remove();
});
