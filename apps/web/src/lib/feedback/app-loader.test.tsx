import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppLoaderProvider, useAppLoader, type AppLoaderApi } from "./app-loader";

// Spec 1 §4: "Application loader: show with text, hide."

function renderLoader(): { current: AppLoaderApi } {
  const ref = {} as { current: AppLoaderApi };
  function Grab() {
    ref.current = useAppLoader();
    return null;
  }
  render(
    <AppLoaderProvider>
      <Grab />
    </AppLoaderProvider>,
  );
  return ref;
}

describe("application loader", () => {
  it("shows a spinner with its text and hides it again", async () => {
    const loader = renderLoader();
    expect(screen.queryByRole("status")).toBeNull();
    act(() => loader.current.show("Uploading photos..."));
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Uploading photos...");
    expect(screen.getByRole("progressbar", { name: "Uploading photos..." })).toBeTruthy();
    act(() => loader.current.hide());
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  });

  it("shows the text while work runs and hides it when the work fails", async () => {
    const loader = renderLoader();
    let fail: (e: Error) => void = () => undefined;
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = loader.current
        .during("Saving...", () => new Promise((_, reject) => (fail = reject)))
        .catch((e: unknown) => e);
    });
    expect(screen.getByRole("status").textContent).toBe("Saving...");
    await act(async () => {
      fail(new Error("boom"));
      await done;
    });
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  });
});
