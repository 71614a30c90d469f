import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { UnsavedChangesProvider, useHasUnsavedChanges, useUnsavedChangesWarning } from "./unsaved-changes";

function Form(): ReactNode {
  const [value, setValue] = useState("");
  useUnsavedChangesWarning(value !== "");
  const hasUnsaved = useHasUnsavedChanges();
  const [answer, setAnswer] = useState("");
  return (
    <>
      <input aria-label="Notes" value={value} onChange={(e) => setValue(e.target.value)} />
      <button onClick={() => setAnswer(String(hasUnsaved()))}>Check</button>
      <output>{answer}</output>
    </>
  );
}

function setup(): void {
  const router = createMemoryRouter([{ path: "/", element: <Form /> }]);
  render(
    <UnsavedChangesProvider>
      <RouterProvider router={router} />
    </UnsavedChangesProvider>,
  );
}

describe("useUnsavedChangesWarning", () => {
  it("tells logout about a dirty form and asks the browser to confirm leaving", async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByRole("status").textContent).toBe("false");

    await user.type(screen.getByLabelText("Notes"), "x");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByRole("status").textContent).toBe("true");

    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
