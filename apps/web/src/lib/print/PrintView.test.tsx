import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PrintView } from "./PrintView";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PrintView", () => {
  it("shows the title, the senior's name and the body", () => {
    render(
      <PrintView title="Home Safety Assessment" seniorName="Ada Lovelace">
        <p>1. Are the floors free of clutter?</p>
      </PrintView>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Home Safety Assessment" })).toBeTruthy();
    expect(screen.getByText("Senior Member: Ada Lovelace")).toBeTruthy();
    expect(screen.getByText("1. Are the floors free of clutter?")).toBeTruthy();
  });

  it.each([null, undefined, "", "   "])("shows 'Senior Member: -' when the name is %j", (name) => {
    render(
      <PrintView title="Holistic Assessment" seniorName={name}>
        body
      </PrintView>,
    );
    expect(screen.getByText("Senior Member: -")).toBeTruthy();
  });

  it("prints from its button, which itself is kept off paper", async () => {
    // happy-dom has no window.print.
    const print = vi.fn();
    vi.stubGlobal("print", print);
    render(
      <PrintView title="Holistic Assessment" seniorName="Ada Lovelace">
        body
      </PrintView>,
    );
    const button = screen.getByRole("button", { name: "Print" });
    expect(button.classList.contains("care-no-print")).toBe(true);
    await userEvent.setup({ delay: null }).click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });
});
