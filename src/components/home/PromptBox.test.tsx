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
    fireEvent.click(screen.getByRole("button", { name: /Join with this idea/ }));
    expect(navigate).toHaveBeenCalledWith(
      "/join-waitlist?idea=Pyramids+of+Giza+%E2%80%93+Episode+1&language=eng&minutes=3&mode=narration&start=audio",
    );
  });

  it("carries the typed idea with the choices to the waitlist (capped), and nothing when nothing was typed or chosen", () => {
    renderBox();
    const input = screen.getByLabelText(home.prompt.inputLabel);
    // Without the scripts the form itself sends it: a GET to /join-waitlist, each field under its parameter.
    expect(input.closest("form")).toHaveAttribute("action", "/join-waitlist");
    expect(input).toHaveAttribute("name", "idea");
    expect(screen.getByLabelText("Language")).toHaveAttribute("name", "language");
    expect(screen.getByLabelText("Duration")).toHaveAttribute("name", "minutes");
    expect(screen.getByLabelText("Mode")).toHaveAttribute("name", "mode");
    expect(screen.getByLabelText("or start with")).toHaveAttribute("name", "start");
    expect(input).toHaveAttribute("maxLength", "500");
    (navigate as jest.Mock).mockClear();
    fireEvent.click(screen.getByRole("button", { name: /Join with this idea/ }));
    expect(navigate).toHaveBeenLastCalledWith("/join-waitlist");
    fireEvent.change(input, { target: { value: "  A day in my bakery  " } });
    fireEvent.click(screen.getByRole("button", { name: /Join with this idea/ }));
    expect(navigate).toHaveBeenLastCalledWith(
      "/join-waitlist?idea=A+day+in+my+bakery&language=eng&minutes=3&mode=narration&start=audio",
    );
  });

  it("carries choices other than the defaults even without an idea, the same address the plain form would", () => {
    renderBox();
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "fra" } });
    fireEvent.change(screen.getByLabelText("Duration"), { target: { value: "0.5" } });
    fireEvent.change(screen.getByLabelText("Mode"), { target: { value: "dialogue" } });
    fireEvent.change(screen.getByLabelText("or start with"), { target: { value: "document" } });
    fireEvent.click(screen.getByRole("button", { name: /Join with this idea/ }));
    const href = "/join-waitlist?language=fra&minutes=0.5&mode=dialogue&start=document";
    expect(navigate).toHaveBeenLastCalledWith(href);
    // What the GET form sends (every named field) reads back as the same choices on the waitlist.
    const sent = new URLSearchParams(
      new FormData(screen.getByRole("form", { name: "Create a video" }) as HTMLFormElement) as unknown as string,
    );
    expect(sent.toString()).toBe(`idea=&${href.split("?")[1]}`);
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

  const openDialog = () => {
    const opener = screen.getByRole("button", { name: "Template" });
    const dialog = document.getElementById(opener.getAttribute("commandfor") ?? "") as HTMLDialogElement;
    opener.focus();
    act(() => dialog.showModal());
    return { opener, dialog, field: screen.getByLabelText(home.template.fieldLabel) };
  };

  it("template dialog: opened and cancelled by the platform, Use is disabled while empty, and every close clears and returns focus", () => {
    renderBox();
    const opener = screen.getByRole("button", { name: "Template" });
    const dialog = document.getElementById(opener.getAttribute("commandfor") ?? "") as HTMLDialogElement;
    // The buttons are invoker commands, which the browser runs before any script (jsdom does not: the test does).
    expect(opener).toHaveAttribute("command", "show-modal");
    const cancel = screen.getByRole("button", { hidden: true, name: "Cancel" });
    expect(cancel).toHaveAttribute("commandfor", dialog.id);
    expect(cancel).toHaveAttribute("command", "close");

    const { field } = openDialog();
    expect(screen.getByRole("dialog", { name: home.template.heading })).toBe(dialog);
    const use = screen.getByRole("button", { name: "Use" });
    expect(use).toBeDisabled();
    fireEvent.change(field, { target: { value: "https://youtu.be/dQw4w9WgXcQ" } });
    expect(use).toBeEnabled();
    act(() => dialog.close());
    expect(dialog).not.toHaveAttribute("open");
    expect(field).toHaveValue("");
    expect(opener).toHaveFocus();
    // Cancelled: nothing attached.
    expect(screen.queryByText(`${home.template.attachedLabel}:`)).toBeNull();
  });

  it("template dialog: refuses what is not a web address, in words on the field, and stays open", () => {
    renderBox();
    const { dialog, field } = openDialog();
    for (const bad of ["not a url", "javascript:alert(1)", "ftp://example.com/v", "www.example.com/v"]) {
      fireEvent.change(field, { target: { value: bad } });
      fireEvent.click(screen.getByRole("button", { name: "Use" }));
      expect(dialog).toHaveAttribute("open");
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(/not a web address.*http:\/\/ or https:\/\//);
      expect(field).toHaveValue(bad);
      expect(field).toHaveFocus();
    }
    // Typing again clears the refusal.
    fireEvent.change(field, { target: { value: "https://" } });
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("link", { name: /example\.com/ })).toBeNull();
  });

  it("template dialog: Use closes and clears it; the link is shown, can be removed, and travels to the waitlist", () => {
    renderBox();
    const { opener, dialog, field } = openDialog();
    fireEvent.change(field, { target: { value: " https://video.example.com/watch?v=abc123 " } });
    fireEvent.click(screen.getByRole("button", { name: "Use" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(field).toHaveValue("");
    expect(opener).toHaveFocus();
    const link = screen.getByRole("link", { name: /video\.example\.com\/watch\?v=abc123/ });
    expect(link).toHaveAttribute("href", "https://video.example.com/watch?v=abc123");
    expect(link).toHaveAttribute("target", "_blank");
    // The plain form carries it too.
    expect(document.querySelector('input[type="hidden"][name="template"]')).toHaveValue(
      "https://video.example.com/watch?v=abc123",
    );
    fireEvent.click(screen.getByRole("button", { name: /Join with this idea/ }));
    expect(navigate).toHaveBeenLastCalledWith(
      "/join-waitlist?language=eng&minutes=3&mode=narration&start=audio&template=https%3A%2F%2Fvideo.example.com%2Fwatch%3Fv%3Dabc123",
    );

    fireEvent.click(screen.getByRole("button", { name: `${home.template.removeLabel} template video` }));
    expect(screen.queryByRole("link", { name: /video\.example/ })).toBeNull();
    expect(document.querySelector('input[name="template"]')).toBeNull();
    expect(opener).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: /Join with this idea/ }));
    expect(navigate).toHaveBeenLastCalledWith("/join-waitlist");
  });
});

describe("the language menu in the page's HTML (issue 55: the home document's first window)", () => {
  it("offers the most asked-for languages before the scripts run, and every language once the box is awake", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renderer, for this test only
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    const all = [
      { code: "eng", name: "English" },
      { code: "afr", name: "Afrikaans" },
      { code: "spa", name: "Spanish" },
      { code: "yor", name: "Yoruba" },
    ];
    const box = <PromptBox copy={home.prompt} template={home.template} languages={all} />;
    const html = renderToString(box);
    expect([...html.matchAll(/<option value="(\w+)"/g)].map((m) => m[1]).filter((v) => v.length === 3)).toEqual([
      "eng",
      "spa",
    ]);
    render(box);
    expect([...(screen.getByLabelText("Language") as HTMLSelectElement).options].map((option) => option.value)).toEqual(
      ["eng", "afr", "spa", "yor"],
    );
  });
});
