import * as React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import home from "../../../data/home.json";
import { PromptBox } from "./PromptBox";

jest.mock("gatsby", () => ({ navigate: jest.fn() }));

// jsdom has no modal dialogs; this stands in for showModal/close with the same open attribute and close event.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

const languages = [
  { code: "eng", name: "English" },
  { code: "fra", name: "French" },
];

const renderBox = () => render(<PromptBox copy={home.prompt} template={home.template} languages={languages} />);

describe("PromptBox", () => {
  it("starts with the spec's defaults", () => {
    renderBox();
    expect(screen.getByLabelText("Language")).toHaveValue("eng");
    expect(screen.getByLabelText("Duration")).toHaveValue("3");
    expect(screen.getByLabelText("Mode")).toHaveValue("narration");
    expect(screen.getByLabelText("or start with")).toHaveValue("audio");
    expect(screen.getByRole("option", { name: "30 seconds" })).toHaveValue("0.5");
  });

  it("fills the prompt from a chip and only navigates on submit", () => {
    renderBox();
    fireEvent.click(screen.getByRole("button", { name: "Pyramids of Giza – Episode 1" }));
    expect(screen.getByLabelText(home.prompt.inputLabel)).toHaveValue("Pyramids of Giza – Episode 1");
    fireEvent.click(screen.getByRole("button", { name: /Generate/ }));
    expect(navigate).toHaveBeenCalledWith("/join-waitlist?idea=Pyramids+of+Giza+%E2%80%93+Episode+1");
  });

  it("carries the typed idea to the waitlist (capped), and nothing when the prompt is empty", () => {
    renderBox();
    const input = screen.getByLabelText(home.prompt.inputLabel);
    // Without the scripts the form itself sends it: a GET to /join-waitlist with the prompt as its one named field.
    expect(input.closest("form")).toHaveAttribute("action", "/join-waitlist");
    expect(input).toHaveAttribute("name", "idea");
    expect(input).toHaveAttribute("maxLength", "500");
    (navigate as jest.Mock).mockClear();
    fireEvent.click(screen.getByRole("button", { name: /Generate/ }));
    expect(navigate).toHaveBeenLastCalledWith("/join-waitlist");
    fireEvent.change(input, { target: { value: "  A day in my bakery  " } });
    fireEvent.click(screen.getByRole("button", { name: /Generate/ }));
    expect(navigate).toHaveBeenLastCalledWith("/join-waitlist?idea=A+day+in+my+bakery");
  });

  it("shows typed links as new-tab links without rendering markup", () => {
    renderBox();
    fireEvent.change(screen.getByLabelText(home.prompt.inputLabel), {
      target: { value: "<img src=x> see https://example.com/a." },
    });
    const link = screen.getByRole("link", { name: /https:\/\/example\.com\/a/ });
    expect(link).toHaveAttribute("href", "https://example.com/a");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(document.querySelector("#home-prompt-links img")).toBeNull();
    expect(document.querySelector("#home-prompt-links")).toHaveTextContent("<img src=x> see");
  });

  it("template dialog: opened and cancelled by the platform, Use is disabled while empty, logs on Use, and every close clears and returns focus", () => {
    const info = jest.spyOn(console, "info").mockImplementation(() => {});
    renderBox();
    const opener = screen.getByRole("button", { name: "Template" });
    const dialog = document.getElementById(opener.getAttribute("commandfor") ?? "") as HTMLDialogElement;
    // The buttons are invoker commands, which the browser runs before any script (jsdom does not: the test does).
    expect(opener).toHaveAttribute("command", "show-modal");
    const cancel = screen.getByRole("button", { hidden: true, name: "Cancel" });
    expect(cancel).toHaveAttribute("commandfor", dialog.id);
    expect(cancel).toHaveAttribute("command", "close");
    const openByPlatform = () => {
      opener.focus();
      act(() => dialog.showModal());
    };

    openByPlatform();
    expect(screen.getByRole("dialog", { name: home.template.heading })).toBe(dialog);
    const field = screen.getByLabelText(home.template.fieldLabel);
    const use = screen.getByRole("button", { name: "Use" });
    expect(use).toBeDisabled();
    fireEvent.change(field, { target: { value: "https://youtu.be/dQw4w9WgXcQ" } });
    expect(use).toBeEnabled();
    act(() => dialog.close());
    expect(dialog).not.toHaveAttribute("open");
    expect(field).toHaveValue("");
    expect(opener).toHaveFocus();
    expect(info).not.toHaveBeenCalled();

    openByPlatform();
    fireEvent.change(field, { target: { value: "https://youtu.be/dQw4w9WgXcQ" } });
    fireEvent.click(use);
    expect(info).toHaveBeenCalledWith("Template URL:", "https://youtu.be/dQw4w9WgXcQ");
    expect(dialog).not.toHaveAttribute("open");
    expect(field).toHaveValue("");
    expect(opener).toHaveFocus();
    info.mockRestore();
  });
});
