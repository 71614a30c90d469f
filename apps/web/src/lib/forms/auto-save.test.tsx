import { useWatch } from "react-hook-form";
import { authRoutes, NoteField } from "@care/contracts";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createApiClient } from "../api/api-client";
import { useContractForm } from "./contract-form";
import { FormTextField } from "./FormTextField";
import { submitOrReject } from "./submit-or-reject";
import { createFakeFetch, envelope, hang } from "../../test/fake-fetch";
import { sessionFor } from "../../test/tokens";
import { AppProviders } from "../../test/app-providers";
import { SHELL_MESSAGES } from "../errors/messages";
import { plainCodec } from "../session/session-codec";
import { SessionStore } from "../session/session-store";
import { useAutoSave } from "./auto-save";
import { useLogoutWarning } from "./unsaved-changes";

const schema = z.object({ note: NoteField });

function NoteForm({ saved }: { saved: unknown[] }): ReactNode {
  const form = useContractForm(schema, { defaultValues: { note: "" } });
  const watched = useWatch({ control: form.control });
  const auto = useAutoSave({
    isDirty: form.formState.isDirty,
    values: watched,
    save: submitOrReject(form, async (values) => {
      saved.push(values);
      form.reset({ note: values.note ?? "" });
    }),
  });
  const warning = useLogoutWarning();
  const [shown, setShown] = useState<string | null>(null);
  return (
    <>
      <FormTextField control={form.control} name="note" label="Note" />
      <span data-testid="pending">{String(auto.pending)}</span>
      <button onClick={() => setShown(warning() ?? "none")}>Logout</button>
      <output>{shown}</output>
    </>
  );
}

function renderForm(saved: unknown[]): void {
  const fake = createFakeFetch({
    // A short timer so the test waits briefly; the production value comes from the same key.
    [`GET ${authRoutes.clientConfiguration.path}`]: () => envelope({ portal_auto_save_timeout: 200 }),
    [`GET ${authRoutes.secretData.path}`]: hang,
  });
  const session = new SessionStore(localStorage, plainCodec, sessionStorage);
  session.set(sessionFor(["CareAgent"]));
  const api = createApiClient({ tokens: session, sessionExpiredReason: "expired", fetch: fake.fetch });
  const router = createMemoryRouter([{ path: "/", element: <NoteForm saved={saved} /> }]);
  render(
    <AppProviders services={{ session, api }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe("useAutoSave", () => {
  it("saves a dirty form when portal_auto_save_timeout runs out, says so, and warns at logout meanwhile", async () => {
    const saved: unknown[] = [];
    renderForm(saved);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(screen.getByRole("status").textContent).toBe("none");

    await user.type(screen.getByLabelText("Note"), "  Called the daughter ");
    await waitFor(() => expect(screen.getByTestId("pending").textContent).toBe("true"));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(screen.getByRole("status").textContent).toBe(SHELL_MESSAGES.autoSaveRunning);

    expect(await screen.findByText("Auto Saved Successfully!")).toBeTruthy();
    expect(saved).toEqual([{ note: "Called the daughter" }]);
    await waitFor(() => expect(screen.getByTestId("pending").textContent).toBe("false"));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(screen.getByRole("status").textContent).toBe("none");
  });
});
