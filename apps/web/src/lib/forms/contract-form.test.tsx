import {
  checkDateRange,
  authRoutes,
  HubSerialField,
  NoteField,
  notAfterToday,
  PhoneField as PhoneSchema,
  UsDateField,
} from "@care/contracts";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../api/api-error";
import type { OutputOf } from "../api/contract-types";
import { useContractForm } from "./contract-form";
import { FormTextField } from "./FormTextField";
import { PhoneField } from "./PhoneField";
import { setServerErrors } from "./server-errors";

const resetBody = authRoutes.resetPassword.body;

/** A form over the real reset-password body schema; `save` plays the API. */
function ResetForm({ save }: { save: (v: OutputOf<typeof resetBody>) => Promise<void> }): ReactNode {
  const form = useContractForm(resetBody, { defaultValues: { email: "", otp: "", password: "" } });
  const [sent, setSent] = useState("");
  return (
    <form
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await save(values);
          setSent(JSON.stringify(values));
        } catch (err) {
          setServerErrors(err, form.setError);
        }
      })}
    >
      <FormTextField control={form.control} name="email" label="Email" required />
      <FormTextField control={form.control} name="otp" label="Code" />
      <FormTextField control={form.control} name="password" label="Password" required />
      <button type="submit">Submit</button>
      <output>{sent}</output>
    </form>
  );
}

describe("a form over a contract's body schema", () => {
  it("shows the schema's own texts on the fields, red, and the asterisk on required labels", async () => {
    render(<ResetForm save={async () => {}} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText("Email", { selector: "label" })?.textContent).toMatch(/^Email\s\*$/);
    expect(screen.getByText("Code", { selector: "label" })?.textContent).toBe("Code");

    await user.type(screen.getByLabelText(/Email/), "not-an-email");
    await user.tab();
    expect(await screen.findByText("Invalid email address")).toBeTruthy();
    expect(screen.getByLabelText(/Email/).getAttribute("aria-invalid")).toBe("true");

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), "  Bailey@Demo.Care ");
    await user.type(screen.getByLabelText("Code"), "123456");
    await user.type(screen.getByLabelText(/Password/), "Secret#2048");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    // What reaches the API is the schema's output: trimmed and lowercased.
    expect(JSON.parse((await screen.findByRole("status")).textContent || "{}")).toEqual({
      email: "bailey@demo.care",
      otp: "123456",
      password: "Secret#2048",
    });
    expect(screen.getByLabelText(/Email/).getAttribute("aria-invalid")).toBe("false");
  });

  it("puts the server's field errors on the fields", async () => {
    const refuse = async (): Promise<void> => {
      throw new ApiError("Invalid body.email: Email address already in use", "http", 400, 400, "VALIDATION", [
        { field: "body.email", reason: "Email address already in use" },
        { field: "body.otp", reason: "Code expired" },
      ]);
    };
    render(<ResetForm save={refuse} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/Email/), "bailey@demo.care");
    await user.type(screen.getByLabelText("Code"), "123456");
    await user.type(screen.getByLabelText(/Password/), "Secret#2048");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText("Email address already in use")).toBeTruthy();
    expect(screen.getByText("Code expired")).toBeTruthy();
    expect(screen.getByLabelText(/Email/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(/Password/).getAttribute("aria-invalid")).toBe("false");
  });
});

// The spec's field pieces from contracts, composed as a route body would compose them.
const visitBody = z
  .object({
    phone: PhoneSchema,
    hub_serial: HubSerialField,
    from: UsDateField.refine(notAfterToday(), "Date cannot be greater than today"),
    to: UsDateField,
    note: NoteField,
  })
  .superRefine(checkDateRange("from", "to"));

function VisitForm(): ReactNode {
  const form = useContractForm(visitBody, {
    defaultValues: { phone: "", hub_serial: "", from: "", to: "", note: "" },
  });
  const [sent, setSent] = useState("");
  return (
    <form onSubmit={form.handleSubmit((v) => setSent(JSON.stringify(v)))}>
      <PhoneField control={form.control} name="phone" label="Phone" required />
      <FormTextField control={form.control} name="hub_serial" label="Hub Serial" required />
      <FormTextField control={form.control} name="from" label="From" required />
      <FormTextField control={form.control} name="to" label="To" required />
      <FormTextField control={form.control} name="note" label="Note" />
      <button type="submit">Save</button>
      <output>{sent}</output>
    </form>
  );
}

describe("the spec's field rules", () => {
  it("says what is wrong with each field in the spec's words", async () => {
    render(<VisitForm />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findAllByText("Required Field")).toHaveLength(4);

    await user.type(screen.getByLabelText(/Hub Serial/), "WHB-1");
    await user.type(screen.getByLabelText(/From/), "02/30/2024");
    await user.type(screen.getByLabelText(/To/), "12/31/2999");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Invalid Serial Number")).toBeTruthy();
    expect(screen.getByText("Invalid Date")).toBeTruthy();

    await user.clear(screen.getByLabelText(/From/));
    await user.type(screen.getByLabelText(/From/), "12/31/2999");
    await user.clear(screen.getByLabelText(/To/));
    await user.type(screen.getByLabelText(/To/), "01/01/2020");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Date cannot be greater than today")).toBeTruthy();
    expect(screen.getByText("To date cannot be less than From date")).toBeTruthy();
  });

  it("masks the phone as (999) 999-9999 and sends digits, ISO dates and null for a blank note", async () => {
    render(<VisitForm />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/Phone/), "555a1234567999");
    expect((screen.getByLabelText(/Phone/) as HTMLInputElement).value).toBe("(555) 123-4567");
    await user.type(screen.getByLabelText(/Hub Serial/), "WHB100123");
    await user.type(screen.getByLabelText(/From/), "01/15/2024");
    await user.type(screen.getByLabelText(/To/), "02/29/2024");
    await user.type(screen.getByLabelText("Note"), "   ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(JSON.parse((await screen.findByRole("status")).textContent || "{}")).toEqual({
      phone: "5551234567",
      hub_serial: "WHB100123",
      from: "2024-01-15",
      to: "2024-02-29",
      note: null,
    });
  });
});
